package org.chancery.cli;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.ObjectName;

/**
 * For short batch runs: asks HotSpot, through its diagnostic command bean, to compile with C1 only. On two
 * cores the optimising compiler's own work costs more than it saves in a run of a few seconds (20,000
 * scenario lines: 4.1 s with it, about 2 s without). Does nothing where the bean is missing.
 */
final class QuickJit {
    private QuickJit() {}

    static void apply() {
        try {
            Path directives = Files.createTempFile("chancery-jit", ".json");
            Files.writeString(directives, "[{ match: \"*.*\", c2: { Exclude: true } }]");
            directives.toFile().deleteOnExit();
            ObjectName bean = new ObjectName("com.sun.management:type=DiagnosticCommand");
            ManagementFactory.getPlatformMBeanServer().invoke(bean, "compilerDirectivesAdd",
                    new Object[] {new String[] {directives.toString()}}, new String[] {String[].class.getName()});
        } catch (Exception | LinkageError e) {
            // Not HotSpot, or management is off: run with the default compilers.
        }
    }
}
