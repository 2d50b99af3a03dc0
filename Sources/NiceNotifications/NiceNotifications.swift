@_exported public import DateBuilder
