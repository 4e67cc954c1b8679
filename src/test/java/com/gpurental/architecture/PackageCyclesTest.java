package com.gpurental.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.gpurental.architecture.fixture.cycle.a.UsesB;
import com.gpurental.architecture.fixture.cycle.b.UsesA;
import com.gpurental.ui.UiFixture;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.Test;

/**
 * Packages without cycles (docs/architecture.md "Packages without cycles"): every top-level package of
 * {@code com.gpurental} is a slice, and so is the root package itself ({@code Main}, the launcher), which the
 * {@code "com.gpurental.(*).."} pattern alone would leave out. And the engine never reaches into the UI.
 */
@AnalyzeClasses(packages = "com.gpurental", importOptions = ImportOption.DoNotIncludeTests.class)
class PackageCyclesTest {

    /** One slice per top-level package, the root package included as "(root)". */
    static final SliceAssignment TOP_LEVEL_PACKAGES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            String pkg = c.getPackageName();
            if (pkg.equals("com.gpurental")) {
                return SliceIdentifier.of("(root)");
            }
            if (pkg.startsWith("com.gpurental.")) {
                String rest = pkg.substring("com.gpurental.".length());
                int dot = rest.indexOf('.');
                return SliceIdentifier.of(dot < 0 ? rest : rest.substring(0, dot));
            }
            return SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "top-level packages of com.gpurental, root included";
        }
    };

    @ArchTest
    static final ArchRule topLevelPackagesAreFreeOfCycles = slices().assignedFrom(TOP_LEVEL_PACKAGES).should().beFreeOfCycles();

    /** The rule as docs/architecture.md writes it (the root package is covered by the rule above). */
    @ArchTest
    static final ArchRule subPackagesAreFreeOfCycles = slices().matching("com.gpurental.(*)..").should().beFreeOfCycles();

    /** Engine → UI never: every class outside the UI but the launcher in the root package. */
    @ArchTest
    static final ArchRule engineNeverUsesTheUi = noClasses().that().resideOutsideOfPackage(EngineArchitectureTest.UI)
            .and().doNotHaveFullyQualifiedName(EngineArchitectureTest.MAIN)
            .should().dependOnClassesThat().resideInAPackage(EngineArchitectureTest.UI)
            .because("the UI depends on the engine, never the other way");

    /** The UI's sub-packages: the composition root {@code ui.app}, the features, {@code ui.common}, {@code ui.model}. */
    @ArchTest
    static final ArchRule uiSubPackagesAreFreeOfCycles = slices().matching("com.gpurental.ui.(*)..").should().beFreeOfCycles();

    /**
     * The {@code ui} root package holds no class: the slices above are its sub-packages, so a class there would be
     * outside every slice and its cycles unchecked. The composition root is {@code ui.app}.
     */
    @ArchTest
    static final ArchRule uiRootPackageIsEmpty = noClasses().should().resideInAPackage("com.gpurental.ui")
            .because("every UI class belongs to a feature package, ui.app or ui.common, where the cycle rule sees it");

    @Test
    void theRootPackageRuleCatchesAClassThere() {
        // The tests' own helper lives in the ui root package (test classes are not analysed above).
        JavaClasses offender = new ClassFileImporter().importClasses(UiFixture.class);
        assertThrows(AssertionError.class, () -> uiRootPackageIsEmpty.check(offender));
    }

    @Test
    void theCycleRuleCatchesACycle() {
        // Two fixture packages that use each other: the same slice rule over them must fail.
        JavaClasses cycle = new ClassFileImporter().importClasses(UsesA.class, UsesB.class);
        ArchRule rule = slices().matching("com.gpurental.architecture.fixture.cycle.(*)..").should().beFreeOfCycles();
        assertThrows(AssertionError.class, () -> rule.check(cycle));
    }
}
