plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.android.library) apply false
    alias(libs.plugins.kotlin.android) apply false
    alias(libs.plugins.kotlin.compose) apply false
    alias(libs.plugins.google.services) apply false
}

// scripts/build-android makes what :app packs (app/src/main/jniLibs) and what :ui compiles
// (generated/kotlin, the bindings). Both modules' preBuild depend on this task, which runs the
// script only while either is missing: after changing the Rust, run the script again by hand.
tasks.register<Exec>("buildRustAndroid") {
    description = "Runs scripts/build-android when the native libraries or the bindings are missing."
    val outputs = listOf(
        file("app/src/main/jniLibs/arm64-v8a/libslovo_ffi.so"),
        file("generated/kotlin/app/slovo/core/slovo_ffi.kt"),
    )
    onlyIf { outputs.any { !it.exists() } }
    workingDir(rootDir.parentFile)
    commandLine("scripts/build-android")
}
