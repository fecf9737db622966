// swift-tools-version:5.9
// The iOS app's Swift package: the Rust core (an XCFramework built by scripts/build-ios), its
// generated Swift bindings, and the app's presenters and SwiftUI screens (SlovoUI). The app
// target in ../project.yml depends on SlovoUI alone.
import PackageDescription

let package = Package(
    name: "SlovoKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "SlovoUI", targets: ["SlovoUI"]),
    ],
    targets: [
        // The C side of the bindings: the static libraries with the SlovoCoreFFI headers and
        // module map, one slice per platform (scripts/build-ios).
        .binaryTarget(name: "SlovoCoreFFI", path: "SlovoCoreFFI.xcframework"),
        // The generated Swift bindings (uniffi 0.32), module SlovoCore: scripts/build-ios copies
        // them here from ios/generated/swift, where scripts/bindings writes them.
        .target(name: "SlovoCore", dependencies: ["SlovoCoreFFI"], path: "Sources/SlovoCore"),
        // Presenters, screens and the one file that imports SlovoCore (Core/Core.swift).
        .target(name: "SlovoUI", dependencies: ["SlovoCore"], path: "Sources/SlovoUI"),
    ]
)
