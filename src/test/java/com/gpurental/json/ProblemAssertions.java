package com.gpurental.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.gpurental.text.Messages;
import org.junit.jupiter.api.function.Executable;

/** One input problem, checked whole: its file, JSON path, message key and the sentence in both languages. */
public final class ProblemAssertions {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private ProblemAssertions() {
    }

    /** Reading {@code plan.json} fails with exactly this one problem. */
    public static void assertOnlyProblem(Executable read, String path, String key, String english, String chinese) {
        InputException e = assertThrows(InputException.class, read);
        assertEquals(1, e.problems().size(), () -> e.render(EN));
        InputProblem p = e.problems().get(0);
        assertEquals("plan.json", p.file());
        assertEquals(path, p.path());
        assertEquals(key, p.problem().key());
        assertEquals("plan.json: " + path + ": " + english, e.render(EN));
        assertEquals("plan.json：" + path + "：" + chinese, e.render(ZH));
    }
}
