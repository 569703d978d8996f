import Graphics
import Layout
import Testing
@testable import Views

@Suite struct ViewResolverTests {
    @Test func paddedStackDumpsLayoutFramesAndContent() throws {
        let view = VStack {
            Text("Hi")
            Color.red.frame(height: 4)
        }
        .padding()
        #expect(try dump(view) == """
            padding(16) (0, 58, 170, 54)
              VStack (16, 74, 138, 22)
                Text "Hi" (75, 74, 20, 10) text "Hi" 17pt regular rgba(0,0,0,1)
                frame(height: 4) (16, 92, 138, 4)
                  Color (16, 92, 138, 4) paint rgba(255,59,48,1)
            """)
    }
}
