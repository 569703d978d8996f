/// Where a line piece crosses successive column boundaries, without a division per crossing: the k-th crossing's
/// offset is ⌊(n + k·s) / d⌋, kept as a quotient and a remainder and stepped by ⌊s / d⌋ and s mod d, as FreeType's
/// `gray_render_line` walks its cells. The step itself is divided out only when a second crossing is asked for
/// (most pieces cross one boundary). Integer arithmetic only, so every CPU steps to the same cells.
struct CrossingStepper {
    /// ⌊(n + k·s) / d⌋ for the current k.
    private(set) var offset: Int
    private var remainder: Int
    private var stepQuotient = -1, stepRemainder = 0
    private let step: Int, divisor: Int

    /// The first crossing of `numerator / divisor` (both ≥ 0, divisor > 0), then one `step` more per crossing.
    @inline(__always) init(numerator: Int, step: Int, divisor: Int) {
        assert(numerator >= 0 && step >= 0 && divisor > 0, "CrossingStepper: a negative numerator or step")
        offset = numerator / divisor
        remainder = numerator &- offset &* divisor
        self.step = step
        self.divisor = divisor
    }

    /// Moves to the next crossing.
    @inline(__always) mutating func advance() {
        if stepQuotient < 0 {
            stepQuotient = step / divisor
            stepRemainder = step &- stepQuotient &* divisor
        }
        offset &+= stepQuotient
        remainder &+= stepRemainder
        if remainder >= divisor {
            remainder &-= divisor
            offset &+= 1
        }
    }
}
