package app.slovo.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import app.slovo.ui.core.UiText
import app.slovo.ui.theme.SlovoTheme
import org.jetbrains.skia.EncodedImageFormat
import org.junit.jupiter.api.Assertions.assertTrue
import java.awt.image.BufferedImage
import java.io.ByteArrayInputStream
import java.io.File
import javax.imageio.ImageIO

/**
 * Screens rendered at phone size (412×915 dp at density 2.625: 1080×2400 px) and compared with
 * the golden images in android/desktop/golden. A picture that differs is written to
 * target/screens with a diff beside it (`NAME.diff.png`, changed pixels in red);
 * `-Dslovo.golden.update=true` makes this run's pictures the new goldens.
 */
object Goldens {
    private val golden = File(System.getProperty("slovo.golden.dir") ?: "golden")
    private val out = File(System.getProperty("slovo.screens.dir") ?: "target/screens").apply { mkdirs() }
    private val update = System.getProperty("slovo.golden.update") == "true"

    /** [content] in the interface language [lang], light or dark. */
    fun render(lang: String, dark: Boolean, content: @Composable () -> Unit): ByteArray {
        UiText.setLanguage(lang)
        try {
            return render(dark, content)
        } finally {
            UiText.setLanguage("en")
        }
    }

    private fun render(dark: Boolean, content: @Composable () -> Unit): ByteArray {
        val scene = ImageComposeScene(1080, 2400, Density(2.625f)) { SlovoTheme(dark) { content() } }
        try {
            scene.render(0)
            val image = scene.render(1_000_000_000L)
            return image.encodeToData(EncodedImageFormat.PNG)!!.bytes
        } finally {
            scene.close()
        }
    }

    /** Compares [png] with the golden [file] (or makes it the golden, when updating). */
    fun check(file: String, png: ByteArray) {
        File(out, file).writeBytes(png)
        val want = File(golden, file)
        if (update) {
            golden.mkdirs()
            want.writeBytes(png)
            return
        }
        assertTrue(want.isFile, "no golden image $want: run scripts/test-android-ui -Dslovo.golden.update=true, look at it, commit it")
        val a = ImageIO.read(ByteArrayInputStream(png))
        val b = ImageIO.read(want)
        val diff = BufferedImage(a.width, a.height, BufferedImage.TYPE_INT_RGB)
        var changed = 0
        if (a.width == b.width && a.height == b.height) {
            for (y in 0 until a.height) {
                for (x in 0 until a.width) {
                    val same = a.getRGB(x, y) == b.getRGB(x, y)
                    if (!same) changed++
                    diff.setRGB(x, y, if (same) (a.getRGB(x, y) shr 2) and 0x3F3F3F else 0xFF0000)
                }
            }
        } else {
            changed = a.width * a.height
        }
        if (changed > 0) ImageIO.write(diff, "png", File(out, file.removeSuffix(".png") + ".diff.png"))
        assertTrue(changed == 0, "$file: $changed pixels differ from $want (see ${File(out, file)} and its .diff.png)")
    }
}
