package com.gpurental.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.architecture.fixture.GuiInLogic;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/**
 * The engine is plain Java (docs/architecture.md "The house in one picture"; issue 2: "The engine packages import nothing from
 * javafx; a test enforces it"). JabRef's {@code CommonArchitectureTest.doNotUseGuiInLogic} is the model.
 */
@AnalyzeClasses(packages = "com.gpurental", importOptions = ImportOption.DoNotIncludeTests.class)
class EngineArchitectureTest {

    /** The engine packages: everything the CLI, the PDF export and the tests run without a display. */
    static final String[] ENGINE = {
            "com.gpurental.text..", "com.gpurental.json..", "com.gpurental.catalog..", "com.gpurental.sizing..",
            "com.gpurental.pricing..", "com.gpurental.plan..", "com.gpurental.advice..", "com.gpurental.report..",
            "com.gpurental.cli..", "com.gpurental.checklist..", "com.gpurental.compare..",
            "com.gpurental.vendor..", "com.gpurental.quotes..", "com.gpurental.papers..", "com.gpurental.acceptance.."};

    static ArchRule doNotUseGuiInLogic(String... packages) {
        return noClasses().that().resideInAnyPackage(packages)
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..", "org.controlsfx..")
                .orShould().dependOnClassesThat().resideInAPackage("com.gpurental.ui..")
                .because("the engine runs headless (CLI, PDF export, tests) and the UI depends on it, not the other way");
    }

    @ArchTest
    static final ArchRule doNotUseGuiInLogic = doNotUseGuiInLogic(ENGINE);

    @Test
    void theEngineIsThere() {
        // The rule above proves nothing if the import finds no engine classes.
        JavaClasses classes = new ClassFileImporter().withImportOption(new ImportOption.DoNotIncludeTests())
                .importPackages("com.gpurental");
        for (String type : new String[] {"com.gpurental.advice.Advisor", "com.gpurental.catalog.CatalogLoader",
                "com.gpurental.sizing.MemoryModel", "com.gpurental.pricing.CostCalculator", "com.gpurental.plan.PlanJson",
                "com.gpurental.text.Messages", "com.gpurental.cli.Cli", "com.gpurental.json.JsonCursor"}) {
            assertTrue(classes.contain(type), type);
        }
    }

    @Test
    void theRuleCatchesAnEngineClassThatUsesJavafx() {
        // A class that binds a JavaFX property, imported as if it lived in an engine package.
        JavaClasses offender = new ClassFileImporter().importClasses(GuiInLogic.class);
        assertThrows(AssertionError.class, () -> doNotUseGuiInLogic("com.gpurental.architecture.fixture..").check(offender));
    }
}
