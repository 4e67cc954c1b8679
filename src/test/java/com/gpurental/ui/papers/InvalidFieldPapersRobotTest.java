package com.gpurental.ui.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.shell.Step;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

/**
 * "4000": typed as the task duration is refused (at most 3,650 days), and Ctrl+E exported a PDF of
 * the "400" typed on the way (¥137,280 for 440 days) while the page kept "billable term 440 days". Now the export
 * refuses and names the field, and the page shows no figure from the earlier keystroke.
 */
class InvalidFieldPapersRobotTest extends WizardRobotTest {

    private final List<String> exported = new ArrayList<>();

    @Override
    protected Wizard createWizard(AppContext context) {
        return new Wizard(context, null, (advice, compared, checklist, m, out) ->
                exported.add(advice.term().taskDays() + " days"));
    }

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.RENTAL);
    }

    @Test
    void ctrlEWhileTheDurationIsInvalidExportsNothingAndNamesTheField() {
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        type("#durationDaysField", "4000");
        assertEquals("Fix the field marked red: the figures here update then.", text("#termLabel"),
                "not the 440 days of the \"400\" typed on the way");

        push(KeyCode.CONTROL, KeyCode.E);

        assertEquals(List.of(), exported);
        assertEquals(1, dialogs.calls.size(), dialogs.calls.toString());
        RecordingDialogs.Call call = dialogs.calls.get(0);
        assertEquals("error", call.method(), "no save dialog: " + call);
        assertEquals("Fix the field marked red first", call.title());
        assertTrue(call.text().startsWith("The PDF was not exported: a field is invalid"), call.text());
        assertTrue(call.text().contains("Task duration (days): 4000 is outside the valid range: more than 0, up to 3,650"),
                call.text());

        type("#durationDaysField", "400");
        assertEquals("Billable term: 440 days (400 task days + 10% buffer)", text("#termLabel"));
    }
}
