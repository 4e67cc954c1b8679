package com.gpurental.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Catalog source titles have Chinese text ("titleZh"), read by the loader, with a fallback. */
class SourceTitleTest {

    @Test
    void everyBundledSourceHasAChineseTitle() {
        Catalog c = TestCatalogs.shipped();
        List<Source> all = new ArrayList<>();
        c.gpus().forEach(g -> all.addAll(g.sources()));
        c.offers().forEach(o -> all.add(o.source()));
        assertTrue(all.size() > 20);
        for (Source s : all) {
            assertNotNull(s.titleZh(), s.title());
            assertTrue(s.in(Messages.ZH).codePoints().anyMatch(ch -> Character.UnicodeScript.of(
                    ch) == Character.UnicodeScript.HAN),
                    s.in(Messages.ZH));
            assertEquals(s.title(), s.in(Messages.EN));
        }
        Offer first = c.offers().stream().filter(o -> o.id().equals("rtx-4090-container-hourly")).findFirst().orElseThrow();
        assertEquals("国内 GPU 租赁平台价目表（2026）", first.source().in(Messages.ZH));
        assertEquals("Chinese GPU-rental marketplace price list (2026)", first.source().in(Messages.EN));
    }

    @Test
    void aSourceWithoutAChineseTitleFallsBackToItsTitle() {
        Source s = new Source("My own quote", null, Confidence.S, List.of());
        assertEquals("My own quote", s.in(Messages.ZH));
        assertEquals("My own quote", new Source("My own quote", null, Confidence.S, List.of(), " ").in(Messages.ZH));
    }
}
