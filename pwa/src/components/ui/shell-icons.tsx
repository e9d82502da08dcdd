// The two icons the app's first load shows, drawn by the stylesheet (styles/components.css), so
// the first load's JS carries no icon drawing.

export function WifiOffIcon() {
  return <span aria-hidden="true" className="shell-icon shell-icon--small shell-icon--wifi-off" />;
}

export function CloseIcon() {
  return <span aria-hidden="true" className="shell-icon shell-icon--close" />;
}
