// `import UIKit.UIImage` and friends, as SwiftGen's templates and much app code write them: the submodules of
// the clang module map Sources/Platform/WidgetRenderUIKitSubmodules, which load the UIKit shim (through the
// `UIKit` alias). This file imports nothing else of the shim, so UIKit's names being found is the test.
import Testing
import UIKit.UIColor
import UIKit.UIFont
import UIKit.UIImage

@Test func submoduleImportsOfUIKitGiveUIKitsNames() {
    let color = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    #expect(color.withAlphaComponent(0.5) != color)
    #expect(UIImage(systemName: "sun.max.fill") != nil)
    #expect(UIFont.systemFont(ofSize: 13).pointSize == 13)
}
