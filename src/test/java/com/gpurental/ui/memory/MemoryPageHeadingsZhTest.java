package com.gpurental.ui.memory;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.GpuFit;
import com.gpurental.plan.Software;
import com.gpurental.text.Messages;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.common.controls.TableFit;
import com.gpurental.ui.shell.Step;
import java.util.List;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** A short table heading stays on one line: "放得下" was broken into "放得" over "下". */
class MemoryPageHeadingsZhTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.MEMORY).in(Messages.ZH);
    }

    @Test
    void theFitsHeadingIsOnOneLineAt1024By700() {
        interact(() -> {
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        Label heading = lookup(".column-header .label").queryAll().stream()
                .filter(n -> n instanceof Label l && "放得下".equals(l.getText())).map(n -> (Label) n)
                .findFirst().orElseThrow(() -> new AssertionError("no heading 放得下"));
        double oneLine = TableFit.textWidth("放得下", heading.getFont());
        // as wide as the whole heading (the row of headings is two lines high for the longer ones)
        double room = heading.getWidth() - heading.getInsets().getLeft() - heading.getInsets().getRight();
        assertTrue(room >= oneLine, "room for " + room + " px of the heading's " + oneLine + " px");
    }

    /** Issue 33: the quick precision buttons read plainly first ("16 位（FP16）", not a bare "FP16"). */
    @Test
    void theQuickPrecisionsReadPlainlyFirst() {
        org.junit.jupiter.api.Assertions.assertEquals(List.of("16 位（FP16）", "8 位（INT8）", "4 位（INT4）"),
                List.of(text("#quickFp16"), text("#quickInt8"), text("#quickInt4")));
    }

    @Test
    void aCardThatFitsButIsRuledOutSaysSoInTwoWholeLinesAt1024By700() {
        // "放得下，未入选" wrapped to four lines in its narrow column; it is now two given lines, never broken.
        interact(() -> {
            model.software.set(Software.ANY);
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.TableView<?> table = lookup("#gpuTable").queryTableView();
        javafx.scene.control.TableColumn<?, ?> fits = table.getColumns().get(3);
        int index = -1;
        for (int i = 0; i < table.getItems().size(); i++) {
            if (((GpuFit) table.getItems().get(i)).gpu().id().equals("ascend-310p")) {
                index = i;
            }
        }
        int row = index;
        interact(() -> table.scrollTo(row));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.text.Text shown = lookup(".table-cell").queryAll().stream()
                .filter(n -> n instanceof javafx.scene.control.TableCell<?, ?> c && c.getTableColumn() == fits
                        && c.getGraphic() instanceof javafx.scene.text.Text t && t.getText().startsWith("放得下"))
                .map(n -> (javafx.scene.text.Text) ((javafx.scene.control.TableCell<?, ?>) n).getGraphic())
                .findFirst().orElseThrow(() -> new AssertionError("no 放得下，未入选 cell"));
        org.junit.jupiter.api.Assertions.assertEquals("放得下，\n未入选", shown.getText());
        org.junit.jupiter.api.Assertions.assertEquals(0, shown.getWrappingWidth(), "given lines, not wrapped");
        assertTrue(fits.getWidth() >= shown.getLayoutBounds().getWidth(),
                "the column (" + fits.getWidth() + ") holds the widest line (" + shown.getLayoutBounds().getWidth() + ")");
    }
}
