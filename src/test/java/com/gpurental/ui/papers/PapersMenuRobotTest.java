package com.gpurental.ui.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.shell.Step;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Papers menu in Chinese, and Copy table on the results page's alternatives. */
class PapersMenuRobotTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.RESULTS).in(Messages.ZH);
    }

    @TempDir
    Path dir;
    private final List<Path> reports = new ArrayList<>();

    @Override
    protected Wizard createWizard(AppContext context) {
        return new Wizard(context, dir.resolve("appdata"), (advice, compared, checklist, m, out) -> {
            Files.writeString(out, "%PDF-fake");
            reports.add(out);
        });
    }

    @Test
    void theReportIsInThePapersMenuAndExportsAsResultsExportPdfDoes() {
        // Issue 33 (m9): the report PDF was only under Results' 导出 PDF and File › Export PDF.
        MenuItem report = lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .flatMap(menu -> menu.getItems().stream())
                .filter(i -> "menu-papers-report".equals(i.getId())).findFirst().orElseThrow();
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        dialogs.fileAnswer = Optional.of(dir.resolve("采购报告"));
        dialogs.confirmAnswer = Optional.of(false);

        interact(report::fire);

        assertEquals(List.of(dir.resolve("采购报告.pdf")), reports, "the report's own exporter wrote the file");
    }

    @Test
    void thePapersMenuOffersEveryPaperInChinese() {
        MenuBar bar = lookup(".menu-bar").queryAs(MenuBar.class);
        var papers = bar.getMenus().stream().filter(menu -> "menu-papers".equals(menu.getId())).findFirst().orElseThrow();

        assertEquals("文书(_P)", papers.getText());
        List<String> items = papers.getItems().stream().map(MenuItem::getText).filter(t -> t != null).toList();
        assertEquals(List.of("报告（PDF）…", "导出比较表（Excel）…", "采购申请（PDF）…", "询价函（PDF）…", "供应商报价单（Excel）…",
                "试跑与验收包…", "验收单（PDF）…", "复制摘要",
                "打印报告…", "打印采购申请…"), items);
    }

    @Test
    void copySummaryFromTheMenuPutsTheTextOnTheClipboard() {
        MenuBar bar = lookup(".menu-bar").queryAs(MenuBar.class);
        MenuItem copy = bar.getMenus().stream().flatMap(menu -> menu.getItems().stream())
                .filter(i -> "menu-papers-copy-summary".equals(i.getId())).findFirst().orElseThrow();

        interact(copy::fire);

        String[] text = new String[1];
        interact(() -> text[0] = Clipboard.getSystemClipboard().getString());
        // docs/domain.md §3: 2 × H20 container 720 h = ¥8,928 a month; 33 billable days = ¥9,820.80
        assertTrue(text[0].contains("推荐：2 张 NVIDIA H20 96GB，容器按小时，每月 ¥8,928.00，租期 33 天合计 ¥9,820.80。"), text[0]);
    }

    @Test
    void ctrlCOnTheAlternativesTableCopiesTabSeparatedRowsAndTheContextMenuOffersIt() {
        TableView<?> table = lookup("#alternativesTable").queryAs(TableView.class);
        interact(() -> {
            table.requestFocus();
            table.getSelectionModel().select(0);
        });

        push(KeyCode.SHORTCUT, KeyCode.C);

        String[] tsv = new String[1];
        interact(() -> tsv[0] = Clipboard.getSystemClipboard().getString());
        String[] lines = tsv[0].split("\n");
        assertEquals(table.getItems().size() + 1, lines.length, "a header and one line per row: " + tsv[0]);
        assertEquals(table.getVisibleLeafColumns().size(), lines[0].split("\t", -1).length, lines[0]);
        assertTrue(tsv[0].contains("NVIDIA H20 96GB"), tsv[0]);

        interact(() -> table.fireEvent(new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, 10, 10, 10, 10, false,
                null)));
        assertTrue(table.getContextMenu().getItems().stream().anyMatch(i -> "复制表格".equals(i.getText())),
                "the table's context menu offers Copy table");
        interact(() -> table.getContextMenu().hide());
    }
}
