// Intentionally empty: the submodules of module.modulemap declare nothing of their own. Their names are what
// `import UIKit.UIImage` needs; the API is the Swift module WidgetRenderUIKit.
