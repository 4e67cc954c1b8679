package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.support.AppInfo;
import com.gpurental.ui.UiFixture;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Help → About names the version, the catalog's date and every bundled component with its licence, in both languages. */
class AboutDialogTest {

    @Test
    void englishLinesNameVersionCatalogDateAndLicences() {
        List<String> lines = AboutDialog.lines(UiFixture.EN, LocalDate.of(2026, 11, 1));
        // the version comes from the pom through the filtered app.properties
        assertTrue(lines.get(0).matches("Version \\d+\\.\\d+\\.\\d+.*"), lines.get(0));
        assertEquals("Catalog (specifications and reference prices) as of November 1, 2026", lines.get(1));
        String all = String.join("\n", lines);
        assertTrue(all.contains("ControlsFX 11.2.4 — BSD 3-Clause License"), all);
        assertTrue(all.contains("OpenJFX (JavaFX) 21.0.11 — GNU GPL v2 with the Classpath Exception"), all);
        assertTrue(all.contains("Apache PDFBox 3.0.8 — Apache License 2.0"), all);
        assertTrue(all.contains("AtlantaFX 2.0.1 — MIT License"), all);
        assertTrue(all.contains("文泉驿微米黑 0.2.0-beta — Apache License 2.0"), all);
        assertEquals(4 + AppInfo.components().size(), lines.size());
    }

    @Test
    void chineseLinesAreChinese() {
        List<String> lines = AboutDialog.lines(UiFixture.ZH, LocalDate.of(2026, 11, 1));
        assertTrue(lines.get(0).startsWith("版本 "), lines.get(0));
        assertEquals("目录（规格与参考价格）截至 2026年11月1日", lines.get(1));
        assertTrue(String.join("\n", lines).contains("Jackson 2.23.0 — Apache 许可证 2.0"));
    }

    @Test
    void theLicenceTextsAreInTheJar() {
        String notices = AppInfo.notices();
        assertTrue(notices.contains("==== NOTICE.txt ===="), notices.substring(0, Math.min(200, notices.length())));
        assertTrue(notices.contains("Apache License"));
        assertTrue(notices.contains("Version 2.0, January 2004"));
        assertTrue(notices.contains("\"CLASSPATH\" EXCEPTION TO THE GPL"));
        assertTrue(notices.contains("Permission is hereby granted, free of charge"));
        assertTrue(notices.contains("Redistribution and use in source and binary forms"));
    }
}
