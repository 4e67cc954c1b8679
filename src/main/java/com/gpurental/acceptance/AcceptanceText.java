package com.gpurental.acceptance;

import com.gpurental.text.Messages;

/** The acceptance as text (the headless command): every line with its verdict, then what to ask the vendor. */
public final class AcceptanceText {

    private AcceptanceText() {
    }

    public static String render(Acceptance a, String resultName, Messages m) {
        StringBuilder b = new StringBuilder();
        b.append(m.get("acceptance.text.title")).append('\n');
        if (a.expectedGpu() != null) {
            b.append(m.format(a.vendor() == null ? "acceptance.text.against" : "acceptance.text.againstQuote",
                    a.expectedCards(), a.expectedGpu(), a.vendor())).append('\n');
        }
        b.append(m.format("acceptance.text.result", resultName)).append("\n\n");
        for (AcceptanceLine l : a.lines()) {
            b.append(m.format("acceptance.text.line", m.format(l.verdictText()), m.format(l.title()), m.format(l.words())))
                    .append('\n');
            b.append(m.format("acceptance.text.detail", m.format(l.expected()), m.format(l.delivered()))).append('\n');
        }
        b.append('\n').append(m.format(a.summary())).append('\n');
        if (!a.open().isEmpty()) {
            b.append(m.get("acceptance.text.ask")).append('\n');
            for (AcceptanceLine l : a.open()) {
                if (l.ask() != null) {
                    b.append(m.format("acceptance.text.askLine", m.format(l.title()), m.format(l.ask()))).append('\n');
                }
            }
        }
        return b.toString();
    }
}
