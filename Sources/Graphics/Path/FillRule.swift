/// How the inside of a self-intersecting path is decided.
public enum FillRule: Hashable, Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the number of crossings is odd.
    case evenOdd
}
