/// Formats a length in points the way people write it: `375`, `425.85`.
public func formatPoints(_ value: Double) -> String {
  guard value.isFinite, abs(value) < 1e15 else { return String(value) }
  let rounded = (value * 100).rounded() / 100
  // A tiny value is not written as 0, which would hide why it was rejected.
  if rounded == 0 && value != 0 { return String(value) }
  if rounded == rounded.rounded() && abs(rounded) < 1e15 {
    return String(Int(saturating: rounded))
  }
  return String(rounded)
}
