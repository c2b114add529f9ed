/// A box drawn over the frame for a moment (the keys, the device picker): filled, framed with
/// rounded corners, its title on the top edge.
public enum OverlayBox {
  /// Fills and frames `box` and writes `title` on its top edge.
  public static func draw(_ box: CellRect, title: String, into buffer: inout CellBuffer, options: RenderOptions) {
    buffer.fill(box, " ", options.style(.overlay))
    buffer.drawBox(box, style: options.style(.overlayFrame), ascii: options.ascii, rounded: true)
    buffer.put(" \(title) ", x: box.x + 2, y: box.y, style: options.style(.overlayFrame))
  }
}
