package com.gpurental.ui.common;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.util.List;
import java.util.Map;

/**
 * No paper from a value the user never entered. While a field is invalid the engine keeps its last result
 * (from an earlier keystroke: "400" on the way to "4000"); every export, print and copied summary then refuses and
 * names the fields to fix, instead of writing that result.
 */
public final class InvalidInputs {

    private InvalidInputs() {
    }

    /** The problems of the invalid fields in {@code m}'s language, one a line, sorted; empty when every field is valid. */
    public static List<String> problems(AppContext context, Messages m) {
        Map<String, Message> errors = context.model().errors();
        return errors.values().stream().map(m::format).distinct().sorted().toList();
    }

    /**
     * True (and the user is told which fields are wrong) when {@code action} must not run now.
     *
     * @param actionKey what was refused, e.g. "the PDF is not exported"
     */
    public static boolean refused(AppContext context, String actionKey) {
        Messages m = context.messages();
        List<String> problems = problems(context, m);
        if (problems.isEmpty()) {
            return false;
        }
        StringBuilder lines = new StringBuilder();
        for (String p : problems) {
            lines.append(System.lineSeparator()).append(m.format("papers.invalid.item", p));
        }
        context.dialogs().showError(m.get("papers.invalid.title"),
                m.format("papers.invalid.text", m.get(actionKey), lines.toString()));
        return true;
    }
}
