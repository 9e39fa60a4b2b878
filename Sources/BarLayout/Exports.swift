// A layout is made of display-list primitives: whoever imports the layout gets them.
@_exported import Drawing
