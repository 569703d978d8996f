// The operators widget code chains onto publishers, each returning an AnyPublisher (Combine returns a
// `Publishers.Map<Self, T>` and so on; code that names those types does not compile here). Time-based
// operators (`debounce`, `throttle`, `delay`, `receive(on:)`) pass values through at once: a static render
// has no later moment to wait for.

extension Publisher {
    /// Each value transformed.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in
            subscribe(receiveValue: { value(transform($0)) }, receiveCompletion: completion)
        }
    }

    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            subscribe(receiveValue: { if isIncluded($0) { value($0) } }, receiveCompletion: completion)
        }
    }

    /// The non-nil results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in
            subscribe(receiveValue: { if let mapped = transform($0) { value(mapped) } }, receiveCompletion: completion)
        }
    }

    /// Failures replaced by `output`, then finished.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        AnyPublisher { value, completion in
            subscribe(receiveValue: value, receiveCompletion: {
                if case .failure = $0 { value(output) }
                completion(.finished)
            })
        }
    }

    /// The values delivered on `scheduler` in Combine; here at once.
    public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// Combine waits for a pause of `dueTime`; here every value passes at once.
    public func debounce<S, Stride>(for dueTime: Stride, scheduler: S) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Combine passes at most one value per `interval`; here every value passes at once.
    public func throttle<S, Stride>(for interval: Stride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Combine delays each value by `interval`; here they pass at once.
    public func delay<S, Stride>(for interval: Stride, scheduler: S) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
}

extension Publisher where Output: Equatable {
    /// The values that differ from the one before.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            var last: Output?
            return subscribe(receiveValue: {
                if $0 != last { value($0) }
                last = $0
            }, receiveCompletion: completion)
        }
    }
}
