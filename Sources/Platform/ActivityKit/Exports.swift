// `import ActivityKit` on Linux (a product declared only there): `ActivityAttributes`, which a bundle's
// `ActivityConfiguration` names, from WidgetApp. Starting an activity is not possible here.
@_exported import Foundation
@_exported import WidgetApp
