import type { CuisineTranslations } from '../menus';

/** The restaurant menus in (European) Portuguese. */
export const MENUS_PT: CuisineTranslations = {
  tags: { Vegetarian: 'Vegetariano', Vegan: 'Vegano', 'Vegan option': 'Opção vegana' },
  cuisines: {
    bistro: {
      label: 'restaurante de bairro',
      categories: ['Entradas', 'Pratos principais', 'Sobremesas', 'Bebidas'],
      dishes: [
        ['Salada de tomate antigo', 'Stracciatella, azeite de manjericão e pão de massa-mãe tostado.'],
        ['Lulas crocantes', 'Aioli de limão, pimentão fumado e limão grelhado.'],
        ['Sopa da época', 'Pergunte ao empregado de mesa; sempre feita em casa.'],
        ['Frango assado', 'Meio frango do campo, molho de estragão e batatas estaladiças.'],
        ['Risotto da época', 'Arroz carnaroli com o melhor do mercado desta semana.'],
        ['Peixe do dia', 'Peixe de anzol, manteiga tostada, alcaparras e verdes.'],
        ['Bife com batatas fritas', 'Vazia de novilho de pasto, molho de pimenta e batatas cortadas à mão.'],
        ['Petit gâteau de chocolate', 'Centro cremoso, gelado de caramelo salgado.'],
        ['Crumble de fruta da época', 'Crumble de aveia e amêndoa, creme inglês de baunilha.'],
        ['Limonada da casa', 'Limões frescos, hortelã e um toque de gás.'],
        ['Vinho natural a copo', 'Uma seleção rotativa de pequenos produtores.'],
      ],
    },
    italian: {
      label: 'cozinha italiana',
      categories: ['Entradas', 'Pizzas', 'Massas', 'Sobremesas'],
      dishes: [
        ['Burrata', 'Burrata cremosa, tomate antigo, azeite de manjericão e flor de sal.'],
        ['Arancini', 'Bolinhos de risotto de açafrão com coração de mozzarella derretida.'],
        ['Vitello tonnato', 'Vitela em fatias finas, molho de atum e alcaparras crocantes.'],
        ['Margherita', 'Tomate San Marzano, fior di latte e manjericão; massa de 48 horas.'],
        ['Diavola', 'Salame picante, mel com malagueta e mozzarella fumada.'],
        ['Funghi e tartufo', 'Cogumelos silvestres, creme de trufa, tomilho e parmesão.'],
        ['Cacio e pepe', 'Tonnarelli, pecorino romano e pimenta-preta tostada.'],
        ['Tagliatelle al ragù', 'Ragu de vaca e porco cozinhado lentamente, massa fresca cortada à mão.'],
        ['Linguine alle vongole', 'Amêijoas, alho, vinho branco, salsa e malagueta.'],
        ['Tiramisù', 'Palitos de la reine embebidos em café e creme de mascarpone.'],
        ['Panna cotta', 'Baunilha em vagem e compota de fruta da época.'],
      ],
    },
    japanese: {
      label: 'cozinha japonesa',
      categories: ['Para partilhar', 'Sushi', 'Ramen', 'Sobremesas'],
      dishes: [
        ['Edamame', 'Cozidos a vapor, com flor de sal e raspa de yuzu.'],
        ['Karaage de frango', 'Marinado em gengibre e soja, frito duas vezes, com maionese kewpie.'],
        ['Agedashi tofu', 'Tofu sedoso estaladiço em dashi quente com daikon ralado.'],
        ['Nigiri omakase', 'Oito peças à escolha do chef, com o peixe do mercado do dia.'],
        ['Rolo aburi de salmão', 'Salmão maçaricado, abacate, maionese picante e tobiko.'],
        ['Maki de legumes', 'Pepino, rabanete em pickle, abacate e shiso.'],
        ['Ramen tonkotsu', 'Caldo de porco de 18 horas, chashu, ovo ajitama e nori.'],
        ['Ramen de miso com legumes', 'Caldo de miso branco, milho assado, tofu e verdes.'],
        ['Cheesecake de matcha', 'Cheesecake leve à japonesa com matcha cerimonial.'],
        ['Trio de mochis', 'Sésamo preto, yuzu e morango.'],
      ],
    },
  },
};
