import ArcadeProbe
import Testing

/// The machine named beside a benchmark's figures: read from Linux's /proc/cpuinfo as it is
/// written on the project's two kinds of machine, and written into a JSON line safely.
@Suite struct MachineDescriptionTests {
    @Test func theFirstModelNameOfAnIntelMachinesCPUInfo() {
        let text = """
        processor\t: 0
        vendor_id\t: GenuineIntel
        model name\t: Intel(R) Xeon(R) Processor
        flags\t\t: fpu vme

        processor\t: 1
        model name\t: Intel(R) Xeon(R) Processor
        """
        #expect(MachineDescription.cpuModel(fromCPUInfo: text) == "Intel(R) Xeon(R) Processor")
    }

    @Test func runsOfSpacesInAModelNameAreMadeOne() {
        let text = "processor\t: 0\nmodel name\t: AMD EPYC  7763   64-Core Processor\n"
        #expect(MachineDescription.cpuModel(fromCPUInfo: text) == "AMD EPYC 7763 64-Core Processor")
    }

    @Test func aCPUInfoWithNoModelNameGivesNone() {
        #expect(MachineDescription.cpuModel(fromCPUInfo: "processor\t: 0\nBogoMIPS\t: 48.00\nmodel\t\t: 1\n") == nil)
        #expect(MachineDescription.cpuModel(fromCPUInfo: "") == nil)
    }

    @Test func theSummaryAndTheJSONMembersNameTheCPUAndItsCores() {
        let one = MachineDescription(cpu: "Intel(R) Xeon(R) Processor", cores: 1)
        #expect(one.summary == "Intel(R) Xeon(R) Processor, 1 core")
        #expect(MachineDescription(cpu: "AMD EPYC", cores: 2).summary == "AMD EPYC, 2 cores")
        #expect(MachineDescription(cpu: "AMD EPYC", cores: 2).jsonMembers == #""cpu":"AMD EPYC","cores":2"#)
        // A name with a quote, a backslash or a control character still makes valid JSON.
        #expect(MachineDescription(cpu: "a \"b\" \\c\u{1}", cores: 2).jsonMembers == #""cpu":"a \"b\" \\c\u0001","cores":2"#)
    }
}
