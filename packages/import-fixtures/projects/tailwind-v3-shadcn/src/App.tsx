import Index from "./pages/Index";

const App = () => <Index />;

export default App;
