// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "ForecastKit",
    products: [
        .library(name: "ForecastKit", targets: ["ForecastKit"]),
    ],
    targets: [
        .target(name: "ForecastKit"),
    ]
)
