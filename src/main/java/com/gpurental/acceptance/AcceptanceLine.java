package com.gpurental.acceptance;

import com.gpurental.text.Message;

/**
 * One line of the acceptance: what was quoted or planned, what was delivered, the verdict in plain words and, where
 * it does not pass, what to ask the vendor.
 *
 * @param id        {@code plan}, {@code model}, {@code memory}, {@code count}, {@code interconnect}, {@code power},
 *                  {@code pcie}, {@code driver}, {@code ram}, {@code disk}, {@code diskRead}, {@code network},
 *                  {@code decode}
 * @param expected  the plan's or the quote's figure
 * @param delivered what the machine showed ("not found" when the tool did not say)
 * @param words     the verdict in a sentence ("measured 21 tokens/s; estimated 18–26: as expected")
 * @param ask       what to ask the vendor; null for a line that passes
 */
public record AcceptanceLine(String id, Verdict verdict, Message expected, Message delivered, Message words, Message ask) {

    /** The line's name ("GPU model"). */
    public Message title() {
        return Message.of("acceptance.line." + id);
    }

    /** The verdict's word (pass / check / fail). */
    public Message verdictText() {
        return Message.of("acceptance.verdict." + verdict.name());
    }
}
