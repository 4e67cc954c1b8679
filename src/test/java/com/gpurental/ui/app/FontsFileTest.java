package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.gpurental.support.BundledFont;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import javafx.scene.text.Font;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationTest;

/**
 * The window loads the bundled CJK font from its file in place (the installed app has it beside its jar), also when
 * the app sits in a folder whose path has a space and Chinese characters, as on Chinese Windows.
 */
class FontsFileTest extends ApplicationTest {

    @TempDir
    Path tmp;

    @Override
    public void start(Stage stage) {
    }

    @Test
    void theFontFileLoadsFromAFolderNamedWithASpaceAndChineseCharacters() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("算力 助手").resolve("fonts"));
        Path copy = Files.copy(BundledFont.file().orElseThrow(), folder.resolve("wqy-microhei.ttc"),
                StandardCopyOption.REPLACE_EXISTING);
        Font font = Fonts.loadFile(copy);
        assertNotNull(font, "loaded from " + copy);
        assertEquals("WenQuanYi Micro Hei", font.getFamily());
    }

    @Test
    void aFolderWhoseNameCannotGoIntoAUrlStillGivesTheFontFromItsFile() throws Exception {
        // "#" ends a URL's path: the in-place load fails, and the font is read from the same file as a stream (the
        // installed app has no copy in its jar to fall back to)
        Path folder = Files.createDirectories(tmp.resolve("报价 #2").resolve("fonts"));
        Path copy = Files.copy(BundledFont.file().orElseThrow(), folder.resolve("wqy-microhei.ttc"),
                StandardCopyOption.REPLACE_EXISTING);
        assertEquals(null, Fonts.loadFile(copy), "in place: the URL's path stops at #");
        Font font = Fonts.load(Optional.of(copy));
        assertNotNull(font);
        assertEquals("WenQuanYi Micro Hei", font.getFamily());
    }
}
