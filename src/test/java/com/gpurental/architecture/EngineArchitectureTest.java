package com.gpurental.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.architecture.fixture.GuiInLogic;
import com.gpurental.architecture.fixture.MemoryWithoutUnit;
import com.gpurental.architecture.fixture.VariantMemoryWithoutUnit;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.GpuVariant;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/**
 * The engine is plain Java (docs/architecture.md "The house in one picture": only the UI imports
 * javafx, and a test enforces it). JabRef's {@code CommonArchitectureTest.doNotUseGuiInLogic} is the model.
 */
@AnalyzeClasses(packages = "com.gpurental", importOptions = ImportOption.DoNotIncludeTests.class)
class EngineArchitectureTest {

    /** The UI: the only place that may use JavaFX or ControlsFX. */
    static final String UI = "com.gpurental.ui..";

    /** The start-up class, which hands over to the UI (or the CLI) and so may name the UI's entry point. */
    static final String MAIN = "com.gpurental.Main";

    /**
     * Everything outside the UI is the engine and its output, and runs headless. Written as "outside {@code ..ui..}", not as a
     * list of engine packages, so a new package is covered the day it is created.
     */
    static ArchRule doNotUseGuiInLogic(String ui) {
        return noClasses().that().resideOutsideOfPackage(ui).and().doNotHaveFullyQualifiedName(MAIN)
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..", "org.controlsfx..")
                .orShould().dependOnClassesThat().resideInAPackage(ui)
                .because("the engine runs headless (CLI, PDF export, tests) and the UI depends on it, not the other way");
    }

    @ArchTest
    static final ArchRule doNotUseGuiInLogic = doNotUseGuiInLogic(UI);

    /**
     * A card's {@code memoryGb} is the vendor's binary figure; everywhere else a {@code …Gb} is 10^9 bytes. Outside the
     * catalog that reads and checks it, the figure is read through {@code Gpu.memory()} (a {@code MemorySize}),
     * {@code memoryGib()} or {@code capacityGb()}, so the conversion lives in one place (docs/domain.md §3.2).
     */
    @ArchTest
    static final ArchRule memoryIsReadWithItsUnit = noClasses().that().resideOutsideOfPackage("com.gpurental.catalog..")
            .should().callMethod(Gpu.class, "memoryGb")
            .orShould().callMethod(GpuVariant.class, "memoryGb")
            .because("Gpu.memoryGb and GpuVariant.memoryGb are binary GiB while every other ...Gb is 10^9 bytes: read them "
                    + "as memory(), memoryGib() or capacityGb()");

    @Test
    void theMemoryRuleCatchesAClassThatReadsTheBinaryFigureDirectly() {
        JavaClasses offender = new ClassFileImporter().importClasses(MemoryWithoutUnit.class);
        assertThrows(AssertionError.class, () -> memoryIsReadWithItsUnit.check(offender));
        JavaClasses variant = new ClassFileImporter().importClasses(VariantMemoryWithoutUnit.class);
        assertThrows(AssertionError.class, () -> memoryIsReadWithItsUnit.check(variant));
    }

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
        // A class outside the UI that binds a JavaFX property.
        JavaClasses offender = new ClassFileImporter().importClasses(GuiInLogic.class);
        assertThrows(AssertionError.class, () -> doNotUseGuiInLogic(UI).check(offender));
    }
}
