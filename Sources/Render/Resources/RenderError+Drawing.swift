import Drawing

extension RenderError.Reason {
    /// The backend's error as a reason (same cases, same messages).
    public init(_ error: DrawingError) {
        switch error {
        case .overBudget(let message): self = .overBudget(message)
        case let .invalidSize(width, height): self = .invalidSize(pixelWidth: width, pixelHeight: height)
        }
    }
}
