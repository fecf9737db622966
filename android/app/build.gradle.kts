import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
}

// Push needs Firebase's config for this app, which the project does not commit: put
// google-services.json beside this file to build with FCM. Without it the app runs, unpushed.
if (file("google-services.json").exists()) {
    apply(plugin = libs.plugins.google.services.get().pluginId)
}

android {
    namespace = "app.slovo"
    compileSdk = 35
    defaultConfig {
        applicationId = "app.slovo"
        minSdk = 24
        targetSdk = 35
        versionCode = 1
        versionName = "0.1.0"
    }
    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    // src/main/jniLibs holds libslovo_ffi.so from scripts/build-android, linked with 16 KB
    // pages; stored uncompressed, AGP aligns it to 16 KB in the APK and it loads in place.
    packaging {
        jniLibs {
            useLegacyPackaging = false
        }
    }
}

kotlin {
    compilerOptions {
        jvmTarget.set(JvmTarget.JVM_17)
    }
}

tasks.named("preBuild") { dependsOn(":buildRustAndroid") }

// The word lists (../../lexicons/<code>/) become the assets lexicons/<code>/ at build time, so
// the repository holds them once. SlovoApplication copies them out for the core to map.
abstract class CopyLexicons : DefaultTask() {
    @get:InputDirectory
    @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val lexicons: DirectoryProperty

    @get:OutputDirectory
    abstract val assets: DirectoryProperty

    @get:Inject
    abstract val files: FileSystemOperations

    @TaskAction
    fun copy() {
        files.sync {
            from(lexicons) { include("*/*.fst", "*/leaves.json") }
            into(assets.dir("lexicons"))
        }
    }
}

val copyLexicons = tasks.register<CopyLexicons>("copyLexicons") {
    lexicons.set(layout.projectDirectory.dir("../../lexicons"))
}

androidComponents {
    onVariants { variant ->
        variant.sources.assets?.addGeneratedSourceDirectory(copyLexicons, CopyLexicons::assets)
    }
}

dependencies {
    implementation(project(":ui"))
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.work.runtime.ktx)
    implementation(platform(libs.firebase.bom))
    implementation(libs.firebase.messaging)
    implementation(libs.kotlinx.coroutines.android)
}
