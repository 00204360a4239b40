import type { PromptLanguage } from '../../language';

/**
 * MapLibre's own words on a map (its zoom buttons, its marker, the hints for zooming and moving with
 * cooperative gestures, the attribution button with Mapbox's tiles), in the app's language, by
 * MapLibre's locale keys.
 */
export const MAP_CONTROLS: Record<PromptLanguage, Record<string, string>> = {
  es: {
    'Map.Title': 'Mapa',
    'Marker.Title': 'Marcador del mapa',
    'NavigationControl.ZoomIn': 'Acercar',
    'NavigationControl.ZoomOut': 'Alejar',
    'NavigationControl.ResetBearing': 'Arrastra para girar el mapa; haz clic para volver al norte',
    'CooperativeGesturesHandler.WindowsHelpText': 'Usa Ctrl + rueda del ratón para ampliar el mapa',
    'CooperativeGesturesHandler.MacHelpText': 'Usa ⌘ + rueda del ratón para ampliar el mapa',
    'CooperativeGesturesHandler.MobileHelpText': 'Usa dos dedos para mover el mapa',
    'AttributionControl.ToggleAttribution': 'Mostrar u ocultar la atribución',
    'AttributionControl.MapFeedback': 'Comentarios sobre el mapa',
    'Popup.Close': 'Cerrar',
  },
  fr: {
    'Map.Title': 'Carte',
    'Marker.Title': 'Repère sur la carte',
    'NavigationControl.ZoomIn': 'Zoom avant',
    'NavigationControl.ZoomOut': 'Zoom arrière',
    'NavigationControl.ResetBearing':
      'Faites glisser pour faire pivoter la carte, cliquez pour revenir au nord',
    'CooperativeGesturesHandler.WindowsHelpText': 'Utilisez Ctrl + molette pour zoomer sur la carte',
    'CooperativeGesturesHandler.MacHelpText': 'Utilisez ⌘ + molette pour zoomer sur la carte',
    'CooperativeGesturesHandler.MobileHelpText': 'Utilisez deux doigts pour déplacer la carte',
    'AttributionControl.ToggleAttribution': 'Afficher ou masquer les crédits',
    'AttributionControl.MapFeedback': 'Signaler un problème sur la carte',
    'Popup.Close': 'Fermer',
  },
  de: {
    'Map.Title': 'Karte',
    'Marker.Title': 'Kartenmarkierung',
    'NavigationControl.ZoomIn': 'Vergrößern',
    'NavigationControl.ZoomOut': 'Verkleinern',
    'NavigationControl.ResetBearing': 'Ziehen, um die Karte zu drehen; klicken, um nach Norden auszurichten',
    'CooperativeGesturesHandler.WindowsHelpText': 'Strg + Mausrad zum Zoomen der Karte',
    'CooperativeGesturesHandler.MacHelpText': '⌘ + Mausrad zum Zoomen der Karte',
    'CooperativeGesturesHandler.MobileHelpText': 'Die Karte mit zwei Fingern verschieben',
    'AttributionControl.ToggleAttribution': 'Quellenangaben ein- oder ausblenden',
    'AttributionControl.MapFeedback': 'Feedback zur Karte',
    'Popup.Close': 'Schließen',
  },
  pt: {
    'Map.Title': 'Mapa',
    'Marker.Title': 'Marcador do mapa',
    'NavigationControl.ZoomIn': 'Aproximar',
    'NavigationControl.ZoomOut': 'Afastar',
    'NavigationControl.ResetBearing': 'Arraste para rodar o mapa; clique para voltar a norte',
    'CooperativeGesturesHandler.WindowsHelpText': 'Use Ctrl + roda do rato para fazer zoom no mapa',
    'CooperativeGesturesHandler.MacHelpText': 'Use ⌘ + roda do rato para fazer zoom no mapa',
    'CooperativeGesturesHandler.MobileHelpText': 'Use dois dedos para mover o mapa',
    'AttributionControl.ToggleAttribution': 'Mostrar ou ocultar a atribuição',
    'AttributionControl.MapFeedback': 'Comentários sobre o mapa',
    'Popup.Close': 'Fechar',
  },
  it: {
    'Map.Title': 'Mappa',
    'Marker.Title': 'Indicatore sulla mappa',
    'NavigationControl.ZoomIn': 'Ingrandisci',
    'NavigationControl.ZoomOut': 'Riduci',
    'NavigationControl.ResetBearing': 'Trascina per ruotare la mappa; fai clic per tornare al nord',
    'CooperativeGesturesHandler.WindowsHelpText': 'Usa Ctrl + rotellina per ingrandire la mappa',
    'CooperativeGesturesHandler.MacHelpText': 'Usa ⌘ + rotellina per ingrandire la mappa',
    'CooperativeGesturesHandler.MobileHelpText': 'Usa due dita per spostare la mappa',
    'AttributionControl.ToggleAttribution': 'Mostra o nascondi l’attribuzione',
    'AttributionControl.MapFeedback': 'Segnala un problema sulla mappa',
    'Popup.Close': 'Chiudi',
  },
};
