import Graphics

/// Plain colours for hand-made display lists and trees.
public enum Palette {
    /// Pure red.
    public static let red = RGBAColor(red: 1, green: 0, blue: 0)
    /// Pure blue.
    public static let blue = RGBAColor(red: 0, green: 0, blue: 1)
}
