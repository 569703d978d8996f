/// The body of a primitive view, which the resolver never asks for.
///
/// SwiftUI's primitives (Text, shapes, stacks, modifiers) declare `Body == Never`, and a `Never`
/// cannot be produced. The resolver recognises primitives through the internal `PrimitiveView`
/// protocol and never reads their `body`, so this is unreachable from any input; it is the one
/// trap in Sources/ that scripts/lint.sh allows, and it exists only because the protocol requires a getter.
@usableFromInline
func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view; its body is never evaluated")
}
