import type { CuisineTranslations } from '../menus';

/** The restaurant menus in French. */
export const MENUS_FR: CuisineTranslations = {
  tags: { Vegetarian: 'Végétarien', Vegan: 'Vegan', 'Vegan option': 'Option vegan' },
  cuisines: {
    bistro: {
      label: 'restaurant de quartier',
      categories: ['Entrées', 'Plats', 'Desserts', 'Boissons'],
      dishes: [
        ['Salade de tomates anciennes', 'Stracciatella, huile de basilic et pain au levain grillé.'],
        ['Calamars croustillants', 'Aïoli au citron, paprika fumé et citron grillé.'],
        ['Soupe de saison', 'Demandez à votre serveur ; toujours faite maison.'],
        ['Poulet rôti', 'Demi-poulet fermier, jus à l’estragon, pommes de terre croustillantes.'],
        ['Risotto de saison', 'Riz carnaroli et le meilleur du marché de la semaine.'],
        ['Pêche du jour', 'Poisson de ligne, beurre noisette, câpres et légumes verts.'],
        ['Steak frites', 'Paleron de bœuf nourri à l’herbe, sauce au poivre, frites maison.'],
        ['Fondant au chocolat', 'Cœur coulant, glace au caramel au beurre salé.'],
        ['Crumble aux fruits de saison', 'Crumble avoine et amande, crème anglaise à la vanille.'],
        ['Citronnade maison', 'Citrons frais, menthe et un peu de pétillant.'],
        ['Vin nature au verre', 'Une sélection de petits producteurs qui change souvent.'],
      ],
    },
    italian: {
      label: 'cuisine italienne',
      categories: ['Antipasti', 'Pizzas', 'Pâtes', 'Desserts'],
      dishes: [
        ['Burrata', 'Burrata crémeuse, tomates anciennes, huile de basilic et fleur de sel.'],
        ['Arancini', 'Boulettes de risotto au safran, cœur de mozzarella fondante.'],
        ['Vitello tonnato', 'Fines tranches de veau, sauce au thon et câpres croustillantes.'],
        ['Margherita', 'Tomate San Marzano, fior di latte, basilic ; pâte maturée 48 heures.'],
        ['Diavola', 'Salami piquant, miel pimenté, mozzarella fumée.'],
        ['Funghi e tartufo', 'Champignons des bois, crème de truffe, thym et parmesan.'],
        ['Cacio e pepe', 'Tonnarelli, pecorino romano et poivre noir torréfié.'],
        ['Tagliatelle al ragù', 'Ragù de bœuf et de porc mijoté, pâtes aux œufs coupées main.'],
        ['Linguine alle vongole', 'Palourdes, ail, vin blanc, persil et piment.'],
        ['Tiramisu', 'Biscuits à la cuillère imbibés d’espresso, crème au mascarpone.'],
        ['Panna cotta', 'Gousse de vanille, compotée de fruits de saison.'],
      ],
    },
    japanese: {
      label: 'cuisine japonaise',
      categories: ['À partager', 'Sushis', 'Ramen', 'Desserts'],
      dishes: [
        ['Edamame', 'Cuits à la vapeur, fleur de sel et zeste de yuzu.'],
        ['Karaage de poulet', 'Mariné gingembre et soja, frit deux fois, mayonnaise kewpie.'],
        ['Agedashi tofu', 'Tofu soyeux croustillant dans un dashi chaud, daikon râpé.'],
        ['Nigiris omakase', 'Huit pièces au choix du chef selon le marché du jour.'],
        ['Maki aburi au saumon', 'Saumon snacké au chalumeau, avocat, mayonnaise épicée et tobiko.'],
        ['Maki aux légumes', 'Concombre, radis mariné, avocat et shiso.'],
        ['Ramen tonkotsu', 'Bouillon de porc mijoté 18 heures, chashu, œuf ajitama, nori.'],
        ['Ramen miso aux légumes', 'Bouillon au miso blanc, maïs grillé, tofu et légumes verts.'],
        ['Cheesecake au matcha', 'Cheesecake léger à la japonaise, au matcha de cérémonie.'],
        ['Trio de mochis', 'Sésame noir, yuzu et fraise.'],
      ],
    },
  },
};
