// cm-chessboard ships JavaScript without type declarations: the page uses it untyped.
declare module "cm-chessboard/src/Chessboard.js"
declare module "cm-chessboard/src/extensions/markers/Markers.js"
declare module "cm-chessboard/src/extensions/arrows/Arrows.js"
declare module "cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js"
