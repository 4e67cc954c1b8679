package com.gpurental.catalog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.gpurental.json.InputException;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A newer price list imported into the user's data folder, the bundled one as the fallback. */
class PriceBookTest {

    private static final Catalog BUNDLED = CatalogLoader.bundled();

    @TempDir
    Path dir;

    private Path newerCatalog() throws Exception {
        String text = TestCatalogs.frozenText()
                .replaceFirst("\"asOf\": \"2026-11-01\"", "\"asOf\": \"2027-02-01\"");
        return Files.writeString(dir.resolve("newer.json"), text, StandardCharsets.UTF_8);
    }

    @Test
    void aValidNewerListIsKeptAndUsedNextTime() throws Exception {
        Path data = dir.resolve("data");
        Path source = newerCatalog();
        Catalog imported = PriceBook.importFile(source, data);
        assertEquals(LocalDate.of(2027, 2, 1), imported.asOf());
        assertArrayEquals(Files.readAllBytes(source), Files.readAllBytes(PriceBook.userFile(data)));
        assertEquals(LocalDate.of(2027, 2, 1), PriceBook.load(data, BUNDLED).asOf());
    }

    @Test
    void anInvalidFileIsRefusedAndNothingIsKept() throws Exception {
        Path data = dir.resolve("data");
        Path bad = Files.writeString(dir.resolve("bad.json"), "{\"format\":\"gpu-rental-catalog\",\"version\":1}");
        assertThrows(InputException.class, () -> PriceBook.importFile(bad, data));
        assertFalse(Files.exists(PriceBook.userFile(data)));
        assertSame(BUNDLED, PriceBook.load(data, BUNDLED));
    }

    @Test
    void aBrokenOrOlderKeptFileFallsBackToTheBundledList() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        Files.writeString(PriceBook.userFile(data), "{ truncated");
        assertSame(BUNDLED, PriceBook.load(data, BUNDLED));
        String older = TestCatalogs.frozenText()
                .replaceFirst("\"asOf\": \"2026-11-01\"", "\"asOf\": \"2026-01-01\"");
        Files.writeString(PriceBook.userFile(data), older);
        assertSame(BUNDLED, PriceBook.load(data, BUNDLED));
        assertSame(BUNDLED, PriceBook.load(null, BUNDLED));
    }

    @Test
    void aListOlderThanTheBundledOneIsRefusedAtImportNotKeptAndIgnored() throws Exception {
        // issue 36: an older list was "checked and kept", then passed over at the next start without a word
        Path data = dir.resolve("data");
        Path older = Files.writeString(dir.resolve("older.json"), TestCatalogs.frozenText()
                .replaceFirst("\"asOf\": \"2026-11-01\"", "\"asOf\": \"2026-01-01\""), StandardCharsets.UTF_8);
        Catalog bundled = CatalogLoader.parse("bundled", TestCatalogs.frozenText().getBytes(StandardCharsets.UTF_8));
        InputException e = assertThrows(InputException.class, () -> PriceBook.importFile(older, data, bundled));
        assertEquals("This price list is dated 2026-01-01, older than the one the app comes with (2026-11-01): it would"
                + " not be used, so it was not kept. Ask the vendor for a current list.",
                Messages.forLocale(Messages.EN).format(e.problems().get(0).problem()));
        assertEquals("该价格库日期为 2026-01-01，早于程序自带的价格库（2026-11-01）：不会被采用，因此未保存。请向供应商索取最新价格。",
                Messages.forLocale(Messages.ZH).format(e.problems().get(0).problem()));
        assertFalse(Files.exists(PriceBook.userFile(data)));
    }
}
