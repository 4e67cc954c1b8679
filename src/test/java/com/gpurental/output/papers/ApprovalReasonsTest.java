package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.text.Message;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The approval's reasons when the page has room for fewer than the plain layer gives: the first ones, with the last —
 * why this option over the others (the cheapest, the quote chosen) — kept in place of the one before it (session 16:
 * a quote-led approval dropped "丙数据 是能承载的报价中最便宜的" and kept the memory sentence).
 */
class ApprovalReasonsTest {

    private static final Message WORK = Message.of("a");
    private static final Message MEMORY = Message.of("b");
    private static final Message CHOICE = Message.of("c");
    private static final List<Message> WHY = List.of(WORK, MEMORY, CHOICE);

    @Test
    void roomForAllShowsAllInOrder() {
        assertEquals(WHY, ApprovalPdf.shownReasons(WHY, 3));
        assertEquals(WHY, ApprovalPdf.shownReasons(WHY, 6));
    }

    @Test
    void whenReasonsGiveWayTheChoiceIsKept() {
        assertEquals(List.of(WORK, CHOICE), ApprovalPdf.shownReasons(WHY, 2));
    }

    @Test
    void roomForOneOrNoneKeepsTheFirstOrNothing() {
        assertEquals(List.of(WORK), ApprovalPdf.shownReasons(WHY, 1));
        assertEquals(List.of(), ApprovalPdf.shownReasons(WHY, 0));
    }
}
