package com.gpurental.ui.checklist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.quotes.QuoteFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** Step 8 with the three worked-check quotes, at 1024×700: item 12 shows the quote's terms as a help, to tick by hand. */
class ChecklistPageViewTest extends WizardRobotTest {

    @Override
    protected void prepare(WorkloadModel m) {
        m.load(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA, QuoteFixture.BING)));
    }

    @Override
    protected Step firstStep() {
        return Step.CHECKLIST;
    }

    @Test
    void theVendorTermsAreAHelpToTickAndItsNoteFieldKeepsItsWidth() {
        interact(() -> {
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        WaitForAsyncUtils.waitForFxEvents();
        CheckBox vendor = lookup("#check-vendor").queryAs(CheckBox.class);
        assertFalse(vendor.isSelected(), "not ticked for the buyer");
        assertFalse(vendor.isDisabled(), "the buyer ticks it");
        String help = lookup("#evidence-vendor").queryAs(Label.class).getText();
        assertTrue(help.startsWith("Check and tick it: the quote of 丙数据 states 99.9% availability"), help);
        // the long help wraps; the note field beside it is not squeezed (it shrank to "Note (w")
        TextField note = lookup("#note-vendor").queryAs(TextField.class);
        TextField first = lookup("#note-scenario").queryAs(TextField.class);
        assertEquals(360, note.getWidth(), 0.5);
        assertEquals(first.localToScene(0, 0).getX(), note.localToScene(0, 0).getX(), 0.5, "one column of notes");
    }

    @Test
    void theDomesticItemIsNotApplicableAndTheBuyerMarksAnotherWithAReason() {
        CheckBox domestic = lookup("#na-domestic").queryAs(CheckBox.class);
        assertTrue(domestic.isSelected(), "信创 does not apply to this plan");
        assertTrue(domestic.isDisabled(), "the plan says so, not the buyer");
        assertTrue(lookup("#check-domestic").queryAs(CheckBox.class).isSelected(), "counted as done");
        assertEquals("Not applicable: the plan does not require domestic (Xinchuang) products (the step 1 switch is off)",
                lookup("#evidence-domestic").queryAs(Label.class).getText());
        String before = lookup("#progressLabel").queryAs(Label.class).getText();
        // nobody has ticked anything: the wizard's items are counted apart (issue 33)
        assertTrue(before.startsWith("Confirmed by a person: 0 / 12; checked by the wizard: "), before);
        assertTrue(before.endsWith("; not applicable: 1"), before);

        TextField note = lookup("#note-hardware").queryAs(TextField.class);
        interact(() -> note.setText("our own machine room"));
        clickVisible("#na-hardware");
        assertTrue(model.checklist.get().entry("hardware").notApplicable());
        assertEquals("Not applicable: our own machine room", lookup("#evidence-hardware").queryAs(Label.class).getText());
        assertEquals(before.replace("not applicable: 1", "not applicable: 2"), lookup("#progressLabel").queryAs(Label.class)
                .getText());
        clickVisible("#na-hardware");
        assertEquals(before, lookup("#progressLabel").queryAs(Label.class).getText());
    }
}
