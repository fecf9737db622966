package app.slovo.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/**
 * The Rust core's small describing exports through the generated bindings and JNA: tile
 * sets and rules as records and an object, typed exceptions. The game API is in [SlovoGameTest].
 */
class SlovoCoreTest {
    @Test
    fun `core version is the crate version`() {
        assertTrue(Regex("""\d+\.\d+\.\d+.*""").matches(coreVersion()), coreVersion())
    }

    @Test
    fun `english tile set comes back as records`() {
        val tiles = tileSet("english")
        assertEquals(27, tiles.size)
        assertEquals(TileInfo(face = "A", count = 9, points = 1, isBlank = false), tiles.first())
        assertEquals(TileInfo(face = "?", count = 2, points = 0, isBlank = true), tiles.last())
        assertEquals(100, tiles.sumOf { it.count })
        assertEquals(1, tiles.count { it.isBlank })
    }

    @Test
    fun `names, codes and non-ASCII faces cross the FFI intact`() {
        val croatian = tileSet("HR")
        assertTrue(croatian.map { it.face }.containsAll(listOf("LJ", "NJ", "DŽ")))
        assertEquals(103, croatian.sumOf { it.count })
        assertEquals("А", tileSet("bulgarian").first().face) // Cyrillic A
        assertEquals(110, tileSet("slovak-110").sumOf { it.count })
        assertEquals(tileSetNames().size, tileSetNames().toSet().size)
        assertTrue("slovak-110" in tileSetNames())
    }

    @Test
    fun `blank faces list every designation in alphabet order`() {
        val slovak = blankFaces("slovak")
        // The blank-only faces (RULES.md §1) sit among the letters they sort with.
        assertEquals(listOf("O", "Ó", "Ô", "Ö", "P", "Q", "R", "Ŕ", "Ř"), slovak.subList(slovak.indexOf("O"), slovak.indexOf("Ř") + 1))
        assertTrue(slovak.containsAll(listOf("W", "Ü", "Ě")), slovak.toString())
        assertEquals(tileSet("slovak").count { !it.isBlank } + 6, slovak.size)
        val croatian = blankFaces("hr")
        assertTrue(croatian.containsAll(listOf("LJ", "NJ", "DŽ")), croatian.toString())
        assertEquals(tileSet("hr").filter { !it.isBlank }.map { it.face }, croatian)
        assertEquals(('A'..'Z').map { it.toString() }, blankFaces("english"))
        assertThrows<SlovoException.UnknownLanguage> { blankFaces("klingon") }
    }

    @Test
    fun `unknown language is a typed exception`() {
        val e = assertThrows<SlovoException.UnknownLanguage> { tileSet("klingon") }
        assertTrue(e.message!!.contains("klingon"), e.message)
        // and it is catchable as the common base type
        val base: SlovoException = assertThrows<SlovoException> { tileSet("") }
        assertTrue(base is SlovoException.UnknownLanguage)
    }

    @Test
    fun `rules info object answers its methods`() {
        RulesInfo("slovak", null).use { rules ->
            assertEquals("slovak", rules.tileSetName())
            assertEquals("slovak", rules.language())
            assertEquals("sss", rules.presetName())
            assertEquals("single-challenge", rules.validation())
            assertEquals(7, rules.rackSize())
            assertEquals(100, rules.totalTiles())
            assertEquals(50, rules.bingoBonus(7))
            assertEquals(0, rules.bingoBonus(6))
        }
        RulesInfo("en", "bulgarian").use { rules ->
            assertEquals("english", rules.tileSetName())
            assertEquals("bulgarian", rules.presetName())
            assertEquals("auto", rules.validation())
        }
    }

    @Test
    fun `rules info constructor throws typed exceptions`() {
        assertThrows<SlovoException.UnknownPreset> { RulesInfo("english", "chess") }
        assertThrows<SlovoException.UnknownLanguage> { RulesInfo("elvish", null) }
    }
}
