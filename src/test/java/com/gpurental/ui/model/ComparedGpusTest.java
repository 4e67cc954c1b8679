package com.gpurental.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The compared GPUs as a section of the plan: 2–6 ids, chosen by the user or following the default. */
class ComparedGpusTest {

    @Test
    void followsTheDefaultUntilTheUserChoosesThenKeepsTheChoice() {
        ComparedGpus c = new ComparedGpus();
        c.follow(List.of("h20", "l20", "a100"));
        assertEquals(List.of("h20", "l20", "a100"), c.snapshot());
        assertFalse(c.pinned().get());
        assertTrue(c.pin("rtx-4090"));
        assertTrue(c.pinned().get());
        c.follow(List.of("h100-sxm", "h20"));
        assertEquals(List.of("h20", "l20", "a100", "rtx-4090"), c.snapshot(), "a chosen comparison ignores the default");
        c.reset();
        assertFalse(c.pinned().get());
        c.follow(List.of("h100-sxm", "h20"));
        assertEquals(List.of("h100-sxm", "h20"), c.snapshot());
    }

    @Test
    void keepsTwoToSixGpusWithoutRepeats() {
        ComparedGpus c = new ComparedGpus();
        c.follow(List.of("a", "b"));
        assertFalse(c.unpin("a"), "two is the least");
        assertFalse(c.pin("a"), "no repeat");
        assertFalse(c.pin(null));
        for (String id : List.of("c", "d", "e", "f")) {
            assertTrue(c.pin(id));
        }
        assertFalse(c.pin("g"), "six is the most");
        assertEquals(6, c.snapshot().size());
        assertTrue(c.unpin("c"));
        assertFalse(c.unpin("zz"), "not compared");
        assertThrows(UnsupportedOperationException.class, () -> c.ids().add("x"), "changed only through the section");
    }

    @Test
    void restoresASavedComparisonOrTheDefaultForLessThanTwo() {
        ComparedGpus c = new ComparedGpus();
        c.restore(List.of("a", "b", "c", "d", "e", "f", "g"));
        assertEquals(List.of("a", "b", "c", "d", "e", "f"), c.snapshot(), "at most six are kept");
        assertTrue(c.pinned().get());
        List<Boolean> seen = new ArrayList<>();
        c.pinned().addListener((o, was, now) -> seen.add(now));
        c.restore(List.of("a"));
        assertEquals(List.of(false), seen, "one id or none: back to the default, which its owner then follows");
        c.restore(null);
        assertEquals(List.of(false), seen);
    }
}
