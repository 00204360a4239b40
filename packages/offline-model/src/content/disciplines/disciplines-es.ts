import type { Discipline } from '../portfolio';

export const DISCIPLINES_ES: Record<Discipline['id'], Discipline> = {
  photographer: {
    id: 'photographer',
    role: 'Fotografía',
    intro:
      'Hago fotografías sinceras y llenas de luz de personas, lugares y los momentos que hay entre ellos.',
    services: [
      {
        icon: 'Camera',
        title: 'Retratos',
        text: 'Sesiones tranquilas con luz natural, en casa o en exteriores.',
      },
      { icon: 'Heart', title: 'Bodas', text: 'Un reportaje documental que cuenta vuestro día tal como fue.' },
      {
        icon: 'Aperture',
        title: 'Editorial',
        text: 'Historias para revistas y marcas, de la idea a la edición final.',
      },
    ],
    skills: ['Retrato', 'Reportaje', 'Luz natural', 'Fotografía analógica', 'Retoque', 'Dirección de arte'],
    projects: [
      {
        title: 'Sal y piedra',
        category: 'Editorial',
        year: 2025,
        client: 'Revista Costa',
        summary:
          'Una semana con los últimos salineros de la costa atlántica, para un reportaje de doce páginas.',
        role: 'Fotografía',
      },
      {
        title: 'Inés y Tomás',
        category: 'Bodas',
        year: 2025,
        client: 'Particular',
        summary: 'Una boda pequeña entre viñedos, desde los preparativos de la mañana hasta el último baile.',
        role: 'Fotografía',
      },
      {
        title: 'Oficios del casco antiguo',
        category: 'Retratos',
        year: 2024,
        client: 'Ayuntamiento',
        summary: 'Retratos de veinte artesanos para una exposición pública y un libro.',
        role: 'Fotografía y edición',
      },
      {
        title: 'Horas quietas',
        category: 'Personal',
        year: 2024,
        client: 'Autoedición',
        summary: 'Calles vacías al amanecer en nueve ciudades, publicadas como fotolibro.',
        role: 'Fotografía y diseño',
      },
      {
        title: 'Mesa de cosecha',
        category: 'Editorial',
        year: 2023,
        client: 'Kinfolk',
        summary:
          'Una historia gastronómica de temporada, fotografiada en una granja familiar durante una larga tarde.',
        role: 'Fotografía',
      },
      {
        title: 'Retratos de estudio, vol. 2',
        category: 'Retratos',
        year: 2023,
        client: 'Varios',
        summary: 'Una serie de retratos de estudio minimalistas con una sola luz.',
        role: 'Fotografía e iluminación',
      },
    ],
    experience: [
      {
        period: '2019 — hoy',
        title: 'Fotografía independiente',
        place: 'Por cuenta propia',
        text: 'Trabajos editoriales, retratos y bodas para clientes de toda Europa.',
      },
      {
        period: '2016 — 2019',
        title: 'Fotografía de plantilla',
        place: 'Diario de información general',
        text: 'Noticias, reportajes y retratos con plazos muy ajustados.',
      },
      {
        period: '2013 — 2016',
        title: 'Grado en Fotografía',
        place: 'Escuela de Artes',
        text: 'Matrícula de honor; el proyecto final se expuso a nivel nacional.',
      },
    ],
  },
  designer: {
    id: 'designer',
    role: 'Diseño de producto y de marca',
    intro: 'Diseño marcas claras y con carácter, y productos digitales que da gusto usar.',
    services: [
      {
        icon: 'Palette',
        title: 'Identidad de marca',
        text: 'Logotipos, tipografía y sistemas de color con una historia detrás.',
      },
      {
        icon: 'Layers',
        title: 'Diseño de producto',
        text: 'Interfaces web y móviles basadas en investigación, prototipadas desde el principio.',
      },
      {
        icon: 'PenTool',
        title: 'Ilustración',
        text: 'Sistemas de ilustración a medida que hacen inconfundible una marca.',
      },
    ],
    skills: [
      'Figma',
      'Sistemas de diseño',
      'Estrategia de marca',
      'Prototipado',
      'Investigación de usuarios',
      'Tipografía',
    ],
    projects: [
      {
        title: 'Fern Banking',
        category: 'Producto',
        year: 2025,
        client: 'Fern',
        summary:
          'Un banco móvil más sereno para autónomos: investigación, flujos y un sistema de diseño de 120 componentes.',
        role: 'Dirección de diseño de producto',
      },
      {
        title: 'Northwind Coffee',
        category: 'Marca',
        year: 2025,
        client: 'Northwind',
        summary:
          'Identidad y packaging para un tostador de especialidad, del nombre a la bolsa en el estante.',
        role: 'Diseño de marca',
      },
      {
        title: 'Atlas Dashboard',
        category: 'Producto',
        year: 2024,
        client: 'Atlas Logistics',
        summary:
          'Una herramienta de operaciones muy densa convertida en un panel que los operadores usan a gusto.',
        role: 'UX y UI',
      },
      {
        title: 'Festival Bloom',
        category: 'Marca',
        year: 2024,
        client: 'Bloom',
        summary:
          'Un sistema visual flexible para un festival de música: carteles, web y pantallas del escenario.',
        role: 'Dirección de arte',
      },
      {
        title: 'Guía de campo',
        category: 'Ilustración',
        year: 2023,
        client: 'Fundación Parques',
        summary: 'Cuarenta ilustraciones botánicas para una guía de senderos y su aplicación.',
        role: 'Ilustración',
      },
      {
        title: 'Loop',
        category: 'Producto',
        year: 2023,
        client: 'Loop',
        summary: 'Un nuevo onboarding que subió un 18 % la retención de la primera semana.',
        role: 'Diseño de producto',
      },
    ],
    experience: [
      {
        period: '2021 — hoy',
        title: 'Diseño independiente',
        place: 'Estudio propio',
        text: 'Marca y producto para startups y clientes culturales.',
      },
      {
        period: '2017 — 2021',
        title: 'Diseño de producto sénior',
        place: 'Fintech en crecimiento',
        text: 'Al frente del diseño de una app móvil con dos millones de usuarios.',
      },
      {
        period: '2014 — 2017',
        title: 'Diseño gráfico',
        place: 'Agencia de branding',
        text: 'Identidades para hostelería, comercio y cultura.',
      },
    ],
  },
  developer: {
    id: 'developer',
    role: 'Desarrollo de software',
    intro:
      'Creo aplicaciones web rápidas y accesibles, y las herramientas que ayudan a los equipos a lanzarlas.',
    services: [
      {
        icon: 'Code',
        title: 'Aplicaciones web',
        text: 'Front ends en React y TypeScript que siguen siendo rápidos a medida que crecen.',
      },
      {
        icon: 'Zap',
        title: 'Rendimiento',
        text: 'Auditorías y mejoras que hacen que una web lenta parezca instantánea.',
      },
      {
        icon: 'Workflow',
        title: 'Herramientas para desarrollo',
        text: 'Pipelines de build, sistemas de diseño e integración continua fiables.',
      },
    ],
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Accesibilidad', 'Testing'],
    projects: [
      {
        title: 'Ledger',
        category: 'Aplicación web',
        year: 2025,
        client: 'Ledger Co.',
        summary: 'Una app de facturación para estudios pequeños: React, una API tipada y modo sin conexión.',
        role: 'Desarrollo full stack',
      },
      {
        title: 'Swift Docs',
        category: 'Código abierto',
        year: 2025,
        client: 'Comunidad',
        summary: 'Un generador de documentación con 4000 estrellas y colaboradores en cuatro continentes.',
        role: 'Mantenimiento',
      },
      {
        title: 'Transit Live',
        category: 'Aplicación web',
        year: 2024,
        client: 'Transporte urbano',
        summary: 'Llegadas en tiempo real para 300 paradas, consultadas por 80 000 viajeros al día.',
        role: 'Dirección de front end',
      },
      {
        title: 'Atlas UI',
        category: 'Sistema de diseño',
        year: 2024,
        client: 'Atlas',
        summary: 'Una librería de componentes accesibles adoptada por seis equipos de producto.',
        role: 'Desarrollo',
      },
      {
        title: 'Pago exprés',
        category: 'Rendimiento',
        year: 2023,
        client: 'Comercio electrónico',
        summary: 'La carga del pago bajó de 4,1 s a 1,2 s y la conversión subió un 9 %.',
        role: 'Consultoría de rendimiento',
      },
      {
        title: 'Habit CLI',
        category: 'Código abierto',
        year: 2023,
        client: 'Comunidad',
        summary: 'Un pequeño registro de hábitos para la terminal, escrito para aprender Rust.',
        role: 'Autoría',
      },
    ],
    experience: [
      {
        period: '2021 — hoy',
        title: 'Desarrollo freelance',
        place: 'Por cuenta propia',
        text: 'Ingeniería de producto y rendimiento para startups.',
      },
      {
        period: '2018 — 2021',
        title: 'Desarrollo front end sénior',
        place: 'Empresa SaaS',
        text: 'Lideré la migración a TypeScript y una librería de componentes compartida.',
      },
      {
        period: '2015 — 2018',
        title: 'Desarrollo web',
        place: 'Agencia digital',
        text: 'Webs y aplicaciones para decenas de clientes.',
      },
    ],
  },
};
