/// <reference types="vite/client" />
declare module '*?raw' {
  const text: string;
  export default text;
}
