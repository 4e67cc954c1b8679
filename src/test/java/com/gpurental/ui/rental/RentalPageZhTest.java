package com.gpurental.ui.rental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;

/** The rental page in Chinese while a field is invalid (issue 33). */
class RentalPageZhTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.RENTAL).in(Messages.ZH);
    }

    /** The empty cost table said "No content in table", JavaFX's own English, in the Chinese window. */
    @Test
    void anEmptyTableSaysSoInChinese() {
        interact(() -> model.hoursPerDay.set("25"));
        TableView<?> table = lookup("#costTable").queryTableView();
        assertTrue(table.getItems().isEmpty());
        assertEquals("暂无内容：填好或修正上面的字段后，这里会列出结果。", ((Label) table.getPlaceholder()).getText());
    }

    /** The advice box says what is wrong with the field instead of going blank. */
    @Test
    void theAdviceBoxShowsTheFieldsMessage() {
        interact(() -> model.hoursPerDay.set("25"));
        String error = text("#hoursPerDayError");
        assertTrue(!error.isEmpty());
        assertEquals(error, text("#reasonLabel"));
    }
}
