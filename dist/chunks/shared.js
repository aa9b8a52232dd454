import require$$0 from 'node:events';
import require$$1 from 'node:child_process';
import path from 'node:path';
import require$$3$1 from 'node:fs';
import require$$4 from 'node:process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/**
 * A refusal: the input or configuration cannot be assessed as given. Every
 * refusal carries a stable code, the place it concerns (a JSON path, a file and
 * line, or a flag) and a plain reason. The CLI and the Action turn it into exit
 * code 2; anything else that escapes is an internal error (exit 70).
 */
class Refusal extends Error {
    name = 'Refusal';
    code;
    where;
    constructor(code, message, where) {
        super(where === undefined ? message : `${where}: ${message}`);
        this.code = code;
        this.where = where;
    }
}
/** True for a refusal from this package, whichever copy of the class made it. */
function isRefusal(value) {
    return value instanceof Refusal || (value instanceof Error && value.name === 'Refusal');
}

function getDefaultExportFromCjs (x) {
	return x && x.__esModule && Object.prototype.hasOwnProperty.call(x, 'default') ? x['default'] : x;
}

var commander$1 = {};

var argument = {};

var error = {};

/**
 * CommanderError class
 */

var hasRequiredError;

function requireError () {
	if (hasRequiredError) return error;
	hasRequiredError = 1;
	class CommanderError extends Error {
	  /**
	   * Constructs the CommanderError class
	   * @param {number} exitCode suggested exit code which could be used with process.exit
	   * @param {string} code an id string representing the error
	   * @param {string} message human-readable description of the error
	   */
	  constructor(exitCode, code, message) {
	    super(message);
	    // properly capture stack trace in Node.js
	    Error.captureStackTrace(this, this.constructor);
	    this.name = this.constructor.name;
	    this.code = code;
	    this.exitCode = exitCode;
	    this.nestedError = undefined;
	  }
	}

	/**
	 * InvalidArgumentError class
	 */
	class InvalidArgumentError extends CommanderError {
	  /**
	   * Constructs the InvalidArgumentError class
	   * @param {string} [message] explanation of why argument is invalid
	   */
	  constructor(message) {
	    super(1, 'commander.invalidArgument', message);
	    // properly capture stack trace in Node.js
	    Error.captureStackTrace(this, this.constructor);
	    this.name = this.constructor.name;
	  }
	}

	error.CommanderError = CommanderError;
	error.InvalidArgumentError = InvalidArgumentError;
	return error;
}

var hasRequiredArgument;

function requireArgument () {
	if (hasRequiredArgument) return argument;
	hasRequiredArgument = 1;
	const { InvalidArgumentError } = requireError();

	class Argument {
	  /**
	   * Initialize a new command argument with the given name and description.
	   * The default is that the argument is required, and you can explicitly
	   * indicate this with <> around the name. Put [] around the name for an optional argument.
	   *
	   * @param {string} name
	   * @param {string} [description]
	   */

	  constructor(name, description) {
	    this.description = description || '';
	    this.variadic = false;
	    this.parseArg = undefined;
	    this.defaultValue = undefined;
	    this.defaultValueDescription = undefined;
	    this.argChoices = undefined;

	    switch (name[0]) {
	      case '<': // e.g. <required>
	        this.required = true;
	        this._name = name.slice(1, -1);
	        break;
	      case '[': // e.g. [optional]
	        this.required = false;
	        this._name = name.slice(1, -1);
	        break;
	      default:
	        this.required = true;
	        this._name = name;
	        break;
	    }

	    if (this._name.endsWith('...')) {
	      this.variadic = true;
	      this._name = this._name.slice(0, -3);
	    }
	  }

	  /**
	   * Return argument name.
	   *
	   * @return {string}
	   */

	  name() {
	    return this._name;
	  }

	  /**
	   * @package
	   */

	  _collectValue(value, previous) {
	    if (previous === this.defaultValue || !Array.isArray(previous)) {
	      return [value];
	    }

	    previous.push(value);
	    return previous;
	  }

	  /**
	   * Set the default value, and optionally supply the description to be displayed in the help.
	   *
	   * @param {*} value
	   * @param {string} [description]
	   * @return {Argument}
	   */

	  default(value, description) {
	    this.defaultValue = value;
	    this.defaultValueDescription = description;
	    return this;
	  }

	  /**
	   * Set the custom handler for processing CLI command arguments into argument values.
	   *
	   * @param {Function} [fn]
	   * @return {Argument}
	   */

	  argParser(fn) {
	    this.parseArg = fn;
	    return this;
	  }

	  /**
	   * Only allow argument value to be one of choices.
	   *
	   * @param {string[]} values
	   * @return {Argument}
	   */

	  choices(values) {
	    this.argChoices = values.slice();
	    this.parseArg = (arg, previous) => {
	      if (!this.argChoices.includes(arg)) {
	        throw new InvalidArgumentError(
	          `Allowed choices are ${this.argChoices.join(', ')}.`,
	        );
	      }
	      if (this.variadic) {
	        return this._collectValue(arg, previous);
	      }
	      return arg;
	    };
	    return this;
	  }

	  /**
	   * Make argument required.
	   *
	   * @returns {Argument}
	   */
	  argRequired() {
	    this.required = true;
	    return this;
	  }

	  /**
	   * Make argument optional.
	   *
	   * @returns {Argument}
	   */
	  argOptional() {
	    this.required = false;
	    return this;
	  }
	}

	/**
	 * Takes an argument and returns its human readable equivalent for help usage.
	 *
	 * @param {Argument} arg
	 * @return {string}
	 * @private
	 */

	function humanReadableArgName(arg) {
	  const nameOutput = arg.name() + (arg.variadic === true ? '...' : '');

	  return arg.required ? '<' + nameOutput + '>' : '[' + nameOutput + ']';
	}

	argument.Argument = Argument;
	argument.humanReadableArgName = humanReadableArgName;
	return argument;
}

var command = {};

var help = {};

var hasRequiredHelp;

function requireHelp () {
	if (hasRequiredHelp) return help;
	hasRequiredHelp = 1;
	const { humanReadableArgName } = requireArgument();

	/**
	 * TypeScript import types for JSDoc, used by Visual Studio Code IntelliSense and `npm run typescript-checkJS`
	 * https://www.typescriptlang.org/docs/handbook/jsdoc-supported-types.html#import-types
	 * @typedef { import("./argument.js").Argument } Argument
	 * @typedef { import("./command.js").Command } Command
	 * @typedef { import("./option.js").Option } Option
	 */

	// Although this is a class, methods are static in style to allow override using subclass or just functions.
	class Help {
	  constructor() {
	    this.helpWidth = undefined;
	    this.minWidthToWrap = 40;
	    this.sortSubcommands = false;
	    this.sortOptions = false;
	    this.showGlobalOptions = false;
	  }

	  /**
	   * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
	   * and just before calling `formatHelp()`.
	   *
	   * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
	   *
	   * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
	   */
	  prepareContext(contextOptions) {
	    this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
	  }

	  /**
	   * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
	   *
	   * @param {Command} cmd
	   * @returns {Command[]}
	   */

	  visibleCommands(cmd) {
	    const visibleCommands = cmd.commands.filter((cmd) => !cmd._hidden);
	    const helpCommand = cmd._getHelpCommand();
	    if (helpCommand && !helpCommand._hidden) {
	      visibleCommands.push(helpCommand);
	    }
	    if (this.sortSubcommands) {
	      visibleCommands.sort((a, b) => {
	        // @ts-ignore: because overloaded return type
	        return a.name().localeCompare(b.name());
	      });
	    }
	    return visibleCommands;
	  }

	  /**
	   * Compare options for sort.
	   *
	   * @param {Option} a
	   * @param {Option} b
	   * @returns {number}
	   */
	  compareOptions(a, b) {
	    const getSortKey = (option) => {
	      // WYSIWYG for order displayed in help. Short used for comparison if present. No special handling for negated.
	      return option.short
	        ? option.short.replace(/^-/, '')
	        : option.long.replace(/^--/, '');
	    };
	    return getSortKey(a).localeCompare(getSortKey(b));
	  }

	  /**
	   * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
	   *
	   * @param {Command} cmd
	   * @returns {Option[]}
	   */

	  visibleOptions(cmd) {
	    const visibleOptions = cmd.options.filter((option) => !option.hidden);
	    // Built-in help option.
	    const helpOption = cmd._getHelpOption();
	    if (helpOption && !helpOption.hidden) {
	      // Automatically hide conflicting flags. Bit dubious but a historical behaviour that is convenient for single-command programs.
	      const removeShort = helpOption.short && cmd._findOption(helpOption.short);
	      const removeLong = helpOption.long && cmd._findOption(helpOption.long);
	      if (!removeShort && !removeLong) {
	        visibleOptions.push(helpOption); // no changes needed
	      } else if (helpOption.long && !removeLong) {
	        visibleOptions.push(
	          cmd.createOption(helpOption.long, helpOption.description),
	        );
	      } else if (helpOption.short && !removeShort) {
	        visibleOptions.push(
	          cmd.createOption(helpOption.short, helpOption.description),
	        );
	      }
	    }
	    if (this.sortOptions) {
	      visibleOptions.sort(this.compareOptions);
	    }
	    return visibleOptions;
	  }

	  /**
	   * Get an array of the visible global options. (Not including help.)
	   *
	   * @param {Command} cmd
	   * @returns {Option[]}
	   */

	  visibleGlobalOptions(cmd) {
	    if (!this.showGlobalOptions) return [];

	    const globalOptions = [];
	    for (
	      let ancestorCmd = cmd.parent;
	      ancestorCmd;
	      ancestorCmd = ancestorCmd.parent
	    ) {
	      const visibleOptions = ancestorCmd.options.filter(
	        (option) => !option.hidden,
	      );
	      globalOptions.push(...visibleOptions);
	    }
	    if (this.sortOptions) {
	      globalOptions.sort(this.compareOptions);
	    }
	    return globalOptions;
	  }

	  /**
	   * Get an array of the arguments if any have a description.
	   *
	   * @param {Command} cmd
	   * @returns {Argument[]}
	   */

	  visibleArguments(cmd) {
	    // Side effect! Apply the legacy descriptions before the arguments are displayed.
	    if (cmd._argsDescription) {
	      cmd.registeredArguments.forEach((argument) => {
	        argument.description =
	          argument.description || cmd._argsDescription[argument.name()] || '';
	      });
	    }

	    // If there are any arguments with a description then return all the arguments.
	    if (cmd.registeredArguments.find((argument) => argument.description)) {
	      return cmd.registeredArguments;
	    }
	    return [];
	  }

	  /**
	   * Get the command term to show in the list of subcommands.
	   *
	   * @param {Command} cmd
	   * @returns {string}
	   */

	  subcommandTerm(cmd) {
	    // Legacy. Ignores custom usage string, and nested commands.
	    const args = cmd.registeredArguments
	      .map((arg) => humanReadableArgName(arg))
	      .join(' ');
	    return (
	      cmd._name +
	      (cmd._aliases[0] ? '|' + cmd._aliases[0] : '') +
	      (cmd.options.length ? ' [options]' : '') + // simplistic check for non-help option
	      (args ? ' ' + args : '')
	    );
	  }

	  /**
	   * Get the option term to show in the list of options.
	   *
	   * @param {Option} option
	   * @returns {string}
	   */

	  optionTerm(option) {
	    return option.flags;
	  }

	  /**
	   * Get the argument term to show in the list of arguments.
	   *
	   * @param {Argument} argument
	   * @returns {string}
	   */

	  argumentTerm(argument) {
	    return argument.name();
	  }

	  /**
	   * Get the longest command term length.
	   *
	   * @param {Command} cmd
	   * @param {Help} helper
	   * @returns {number}
	   */

	  longestSubcommandTermLength(cmd, helper) {
	    return helper.visibleCommands(cmd).reduce((max, command) => {
	      return Math.max(
	        max,
	        this.displayWidth(
	          helper.styleSubcommandTerm(helper.subcommandTerm(command)),
	        ),
	      );
	    }, 0);
	  }

	  /**
	   * Get the longest option term length.
	   *
	   * @param {Command} cmd
	   * @param {Help} helper
	   * @returns {number}
	   */

	  longestOptionTermLength(cmd, helper) {
	    return helper.visibleOptions(cmd).reduce((max, option) => {
	      return Math.max(
	        max,
	        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
	      );
	    }, 0);
	  }

	  /**
	   * Get the longest global option term length.
	   *
	   * @param {Command} cmd
	   * @param {Help} helper
	   * @returns {number}
	   */

	  longestGlobalOptionTermLength(cmd, helper) {
	    return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
	      return Math.max(
	        max,
	        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
	      );
	    }, 0);
	  }

	  /**
	   * Get the longest argument term length.
	   *
	   * @param {Command} cmd
	   * @param {Help} helper
	   * @returns {number}
	   */

	  longestArgumentTermLength(cmd, helper) {
	    return helper.visibleArguments(cmd).reduce((max, argument) => {
	      return Math.max(
	        max,
	        this.displayWidth(
	          helper.styleArgumentTerm(helper.argumentTerm(argument)),
	        ),
	      );
	    }, 0);
	  }

	  /**
	   * Get the command usage to be displayed at the top of the built-in help.
	   *
	   * @param {Command} cmd
	   * @returns {string}
	   */

	  commandUsage(cmd) {
	    // Usage
	    let cmdName = cmd._name;
	    if (cmd._aliases[0]) {
	      cmdName = cmdName + '|' + cmd._aliases[0];
	    }
	    let ancestorCmdNames = '';
	    for (
	      let ancestorCmd = cmd.parent;
	      ancestorCmd;
	      ancestorCmd = ancestorCmd.parent
	    ) {
	      ancestorCmdNames = ancestorCmd.name() + ' ' + ancestorCmdNames;
	    }
	    return ancestorCmdNames + cmdName + ' ' + cmd.usage();
	  }

	  /**
	   * Get the description for the command.
	   *
	   * @param {Command} cmd
	   * @returns {string}
	   */

	  commandDescription(cmd) {
	    // @ts-ignore: because overloaded return type
	    return cmd.description();
	  }

	  /**
	   * Get the subcommand summary to show in the list of subcommands.
	   * (Fallback to description for backwards compatibility.)
	   *
	   * @param {Command} cmd
	   * @returns {string}
	   */

	  subcommandDescription(cmd) {
	    // @ts-ignore: because overloaded return type
	    return cmd.summary() || cmd.description();
	  }

	  /**
	   * Get the option description to show in the list of options.
	   *
	   * @param {Option} option
	   * @return {string}
	   */

	  optionDescription(option) {
	    const extraInfo = [];

	    if (option.argChoices) {
	      extraInfo.push(
	        // use stringify to match the display of the default value
	        `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
	      );
	    }
	    if (option.defaultValue !== undefined) {
	      // default for boolean and negated more for programmer than end user,
	      // but show true/false for boolean option as may be for hand-rolled env or config processing.
	      const showDefault =
	        option.required ||
	        option.optional ||
	        (option.isBoolean() && typeof option.defaultValue === 'boolean');
	      if (showDefault) {
	        extraInfo.push(
	          `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`,
	        );
	      }
	    }
	    // preset for boolean and negated are more for programmer than end user
	    if (option.presetArg !== undefined && option.optional) {
	      extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
	    }
	    if (option.envVar !== undefined) {
	      extraInfo.push(`env: ${option.envVar}`);
	    }
	    if (extraInfo.length > 0) {
	      const extraDescription = `(${extraInfo.join(', ')})`;
	      if (option.description) {
	        return `${option.description} ${extraDescription}`;
	      }
	      return extraDescription;
	    }

	    return option.description;
	  }

	  /**
	   * Get the argument description to show in the list of arguments.
	   *
	   * @param {Argument} argument
	   * @return {string}
	   */

	  argumentDescription(argument) {
	    const extraInfo = [];
	    if (argument.argChoices) {
	      extraInfo.push(
	        // use stringify to match the display of the default value
	        `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
	      );
	    }
	    if (argument.defaultValue !== undefined) {
	      extraInfo.push(
	        `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`,
	      );
	    }
	    if (extraInfo.length > 0) {
	      const extraDescription = `(${extraInfo.join(', ')})`;
	      if (argument.description) {
	        return `${argument.description} ${extraDescription}`;
	      }
	      return extraDescription;
	    }
	    return argument.description;
	  }

	  /**
	   * Format a list of items, given a heading and an array of formatted items.
	   *
	   * @param {string} heading
	   * @param {string[]} items
	   * @param {Help} helper
	   * @returns string[]
	   */
	  formatItemList(heading, items, helper) {
	    if (items.length === 0) return [];

	    return [helper.styleTitle(heading), ...items, ''];
	  }

	  /**
	   * Group items by their help group heading.
	   *
	   * @param {Command[] | Option[]} unsortedItems
	   * @param {Command[] | Option[]} visibleItems
	   * @param {Function} getGroup
	   * @returns {Map<string, Command[] | Option[]>}
	   */
	  groupItems(unsortedItems, visibleItems, getGroup) {
	    const result = new Map();
	    // Add groups in order of appearance in unsortedItems.
	    unsortedItems.forEach((item) => {
	      const group = getGroup(item);
	      if (!result.has(group)) result.set(group, []);
	    });
	    // Add items in order of appearance in visibleItems.
	    visibleItems.forEach((item) => {
	      const group = getGroup(item);
	      if (!result.has(group)) {
	        result.set(group, []);
	      }
	      result.get(group).push(item);
	    });
	    return result;
	  }

	  /**
	   * Generate the built-in help text.
	   *
	   * @param {Command} cmd
	   * @param {Help} helper
	   * @returns {string}
	   */

	  formatHelp(cmd, helper) {
	    const termWidth = helper.padWidth(cmd, helper);
	    const helpWidth = helper.helpWidth ?? 80; // in case prepareContext() was not called

	    function callFormatItem(term, description) {
	      return helper.formatItem(term, termWidth, description, helper);
	    }

	    // Usage
	    let output = [
	      `${helper.styleTitle('Usage:')} ${helper.styleUsage(helper.commandUsage(cmd))}`,
	      '',
	    ];

	    // Description
	    const commandDescription = helper.commandDescription(cmd);
	    if (commandDescription.length > 0) {
	      output = output.concat([
	        helper.boxWrap(
	          helper.styleCommandDescription(commandDescription),
	          helpWidth,
	        ),
	        '',
	      ]);
	    }

	    // Arguments
	    const argumentList = helper.visibleArguments(cmd).map((argument) => {
	      return callFormatItem(
	        helper.styleArgumentTerm(helper.argumentTerm(argument)),
	        helper.styleArgumentDescription(helper.argumentDescription(argument)),
	      );
	    });
	    output = output.concat(
	      this.formatItemList('Arguments:', argumentList, helper),
	    );

	    // Options
	    const optionGroups = this.groupItems(
	      cmd.options,
	      helper.visibleOptions(cmd),
	      (option) => option.helpGroupHeading ?? 'Options:',
	    );
	    optionGroups.forEach((options, group) => {
	      const optionList = options.map((option) => {
	        return callFormatItem(
	          helper.styleOptionTerm(helper.optionTerm(option)),
	          helper.styleOptionDescription(helper.optionDescription(option)),
	        );
	      });
	      output = output.concat(this.formatItemList(group, optionList, helper));
	    });

	    if (helper.showGlobalOptions) {
	      const globalOptionList = helper
	        .visibleGlobalOptions(cmd)
	        .map((option) => {
	          return callFormatItem(
	            helper.styleOptionTerm(helper.optionTerm(option)),
	            helper.styleOptionDescription(helper.optionDescription(option)),
	          );
	        });
	      output = output.concat(
	        this.formatItemList('Global Options:', globalOptionList, helper),
	      );
	    }

	    // Commands
	    const commandGroups = this.groupItems(
	      cmd.commands,
	      helper.visibleCommands(cmd),
	      (sub) => sub.helpGroup() || 'Commands:',
	    );
	    commandGroups.forEach((commands, group) => {
	      const commandList = commands.map((sub) => {
	        return callFormatItem(
	          helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
	          helper.styleSubcommandDescription(helper.subcommandDescription(sub)),
	        );
	      });
	      output = output.concat(this.formatItemList(group, commandList, helper));
	    });

	    return output.join('\n');
	  }

	  /**
	   * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
	   *
	   * @param {string} str
	   * @returns {number}
	   */
	  displayWidth(str) {
	    return stripColor(str).length;
	  }

	  /**
	   * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
	   *
	   * @param {string} str
	   * @returns {string}
	   */
	  styleTitle(str) {
	    return str;
	  }

	  styleUsage(str) {
	    // Usage has lots of parts the user might like to color separately! Assume default usage string which is formed like:
	    //    command subcommand [options] [command] <foo> [bar]
	    return str
	      .split(' ')
	      .map((word) => {
	        if (word === '[options]') return this.styleOptionText(word);
	        if (word === '[command]') return this.styleSubcommandText(word);
	        if (word[0] === '[' || word[0] === '<')
	          return this.styleArgumentText(word);
	        return this.styleCommandText(word); // Restrict to initial words?
	      })
	      .join(' ');
	  }
	  styleCommandDescription(str) {
	    return this.styleDescriptionText(str);
	  }
	  styleOptionDescription(str) {
	    return this.styleDescriptionText(str);
	  }
	  styleSubcommandDescription(str) {
	    return this.styleDescriptionText(str);
	  }
	  styleArgumentDescription(str) {
	    return this.styleDescriptionText(str);
	  }
	  styleDescriptionText(str) {
	    return str;
	  }
	  styleOptionTerm(str) {
	    return this.styleOptionText(str);
	  }
	  styleSubcommandTerm(str) {
	    // This is very like usage with lots of parts! Assume default string which is formed like:
	    //    subcommand [options] <foo> [bar]
	    return str
	      .split(' ')
	      .map((word) => {
	        if (word === '[options]') return this.styleOptionText(word);
	        if (word[0] === '[' || word[0] === '<')
	          return this.styleArgumentText(word);
	        return this.styleSubcommandText(word); // Restrict to initial words?
	      })
	      .join(' ');
	  }
	  styleArgumentTerm(str) {
	    return this.styleArgumentText(str);
	  }
	  styleOptionText(str) {
	    return str;
	  }
	  styleArgumentText(str) {
	    return str;
	  }
	  styleSubcommandText(str) {
	    return str;
	  }
	  styleCommandText(str) {
	    return str;
	  }

	  /**
	   * Calculate the pad width from the maximum term length.
	   *
	   * @param {Command} cmd
	   * @param {Help} helper
	   * @returns {number}
	   */

	  padWidth(cmd, helper) {
	    return Math.max(
	      helper.longestOptionTermLength(cmd, helper),
	      helper.longestGlobalOptionTermLength(cmd, helper),
	      helper.longestSubcommandTermLength(cmd, helper),
	      helper.longestArgumentTermLength(cmd, helper),
	    );
	  }

	  /**
	   * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
	   *
	   * @param {string} str
	   * @returns {boolean}
	   */
	  preformatted(str) {
	    return /\n[^\S\r\n]/.test(str);
	  }

	  /**
	   * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
	   *
	   * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
	   *   TTT  DDD DDDD
	   *        DD DDD
	   *
	   * @param {string} term
	   * @param {number} termWidth
	   * @param {string} description
	   * @param {Help} helper
	   * @returns {string}
	   */
	  formatItem(term, termWidth, description, helper) {
	    const itemIndent = 2;
	    const itemIndentStr = ' '.repeat(itemIndent);
	    if (!description) return itemIndentStr + term;

	    // Pad the term out to a consistent width, so descriptions are aligned.
	    const paddedTerm = term.padEnd(
	      termWidth + term.length - helper.displayWidth(term),
	    );

	    // Format the description.
	    const spacerWidth = 2; // between term and description
	    const helpWidth = this.helpWidth ?? 80; // in case prepareContext() was not called
	    const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
	    let formattedDescription;
	    if (
	      remainingWidth < this.minWidthToWrap ||
	      helper.preformatted(description)
	    ) {
	      formattedDescription = description;
	    } else {
	      const wrappedDescription = helper.boxWrap(description, remainingWidth);
	      formattedDescription = wrappedDescription.replace(
	        /\n/g,
	        '\n' + ' '.repeat(termWidth + spacerWidth),
	      );
	    }

	    // Construct and overall indent.
	    return (
	      itemIndentStr +
	      paddedTerm +
	      ' '.repeat(spacerWidth) +
	      formattedDescription.replace(/\n/g, `\n${itemIndentStr}`)
	    );
	  }

	  /**
	   * Wrap a string at whitespace, preserving existing line breaks.
	   * Wrapping is skipped if the width is less than `minWidthToWrap`.
	   *
	   * @param {string} str
	   * @param {number} width
	   * @returns {string}
	   */
	  boxWrap(str, width) {
	    if (width < this.minWidthToWrap) return str;

	    const rawLines = str.split(/\r\n|\n/);
	    // split up text by whitespace
	    const chunkPattern = /[\s]*[^\s]+/g;
	    const wrappedLines = [];
	    rawLines.forEach((line) => {
	      const chunks = line.match(chunkPattern);
	      if (chunks === null) {
	        wrappedLines.push('');
	        return;
	      }

	      let sumChunks = [chunks.shift()];
	      let sumWidth = this.displayWidth(sumChunks[0]);
	      chunks.forEach((chunk) => {
	        const visibleWidth = this.displayWidth(chunk);
	        // Accumulate chunks while they fit into width.
	        if (sumWidth + visibleWidth <= width) {
	          sumChunks.push(chunk);
	          sumWidth += visibleWidth;
	          return;
	        }
	        wrappedLines.push(sumChunks.join(''));

	        const nextChunk = chunk.trimStart(); // trim space at line break
	        sumChunks = [nextChunk];
	        sumWidth = this.displayWidth(nextChunk);
	      });
	      wrappedLines.push(sumChunks.join(''));
	    });

	    return wrappedLines.join('\n');
	  }
	}

	/**
	 * Strip style ANSI escape sequences from the string. In particular, SGR (Select Graphic Rendition) codes.
	 *
	 * @param {string} str
	 * @returns {string}
	 * @package
	 */

	function stripColor(str) {
	  // eslint-disable-next-line no-control-regex
	  const sgrPattern = /\x1b\[\d*(;\d*)*m/g;
	  return str.replace(sgrPattern, '');
	}

	help.Help = Help;
	help.stripColor = stripColor;
	return help;
}

var option = {};

var hasRequiredOption;

function requireOption () {
	if (hasRequiredOption) return option;
	hasRequiredOption = 1;
	const { InvalidArgumentError } = requireError();

	class Option {
	  /**
	   * Initialize a new `Option` with the given `flags` and `description`.
	   *
	   * @param {string} flags
	   * @param {string} [description]
	   */

	  constructor(flags, description) {
	    this.flags = flags;
	    this.description = description || '';

	    this.required = flags.includes('<'); // A value must be supplied when the option is specified.
	    this.optional = flags.includes('['); // A value is optional when the option is specified.
	    // variadic test ignores <value,...> et al which might be used to describe custom splitting of single argument
	    this.variadic = /\w\.\.\.[>\]]$/.test(flags); // The option can take multiple values.
	    this.mandatory = false; // The option must have a value after parsing, which usually means it must be specified on command line.
	    const optionFlags = splitOptionFlags(flags);
	    this.short = optionFlags.shortFlag; // May be a short flag, undefined, or even a long flag (if option has two long flags).
	    this.long = optionFlags.longFlag;
	    this.negate = false;
	    if (this.long) {
	      this.negate = this.long.startsWith('--no-');
	    }
	    this.defaultValue = undefined;
	    this.defaultValueDescription = undefined;
	    this.presetArg = undefined;
	    this.envVar = undefined;
	    this.parseArg = undefined;
	    this.hidden = false;
	    this.argChoices = undefined;
	    this.conflictsWith = [];
	    this.implied = undefined;
	    this.helpGroupHeading = undefined; // soft initialised when option added to command
	  }

	  /**
	   * Set the default value, and optionally supply the description to be displayed in the help.
	   *
	   * @param {*} value
	   * @param {string} [description]
	   * @return {Option}
	   */

	  default(value, description) {
	    this.defaultValue = value;
	    this.defaultValueDescription = description;
	    return this;
	  }

	  /**
	   * Preset to use when option used without option-argument, especially optional but also boolean and negated.
	   * The custom processing (parseArg) is called.
	   *
	   * @example
	   * new Option('--color').default('GREYSCALE').preset('RGB');
	   * new Option('--donate [amount]').preset('20').argParser(parseFloat);
	   *
	   * @param {*} arg
	   * @return {Option}
	   */

	  preset(arg) {
	    this.presetArg = arg;
	    return this;
	  }

	  /**
	   * Add option name(s) that conflict with this option.
	   * An error will be displayed if conflicting options are found during parsing.
	   *
	   * @example
	   * new Option('--rgb').conflicts('cmyk');
	   * new Option('--js').conflicts(['ts', 'jsx']);
	   *
	   * @param {(string | string[])} names
	   * @return {Option}
	   */

	  conflicts(names) {
	    this.conflictsWith = this.conflictsWith.concat(names);
	    return this;
	  }

	  /**
	   * Specify implied option values for when this option is set and the implied options are not.
	   *
	   * The custom processing (parseArg) is not called on the implied values.
	   *
	   * @example
	   * program
	   *   .addOption(new Option('--log', 'write logging information to file'))
	   *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
	   *
	   * @param {object} impliedOptionValues
	   * @return {Option}
	   */
	  implies(impliedOptionValues) {
	    let newImplied = impliedOptionValues;
	    if (typeof impliedOptionValues === 'string') {
	      // string is not documented, but easy mistake and we can do what user probably intended.
	      newImplied = { [impliedOptionValues]: true };
	    }
	    this.implied = Object.assign(this.implied || {}, newImplied);
	    return this;
	  }

	  /**
	   * Set environment variable to check for option value.
	   *
	   * An environment variable is only used if when processed the current option value is
	   * undefined, or the source of the current value is 'default' or 'config' or 'env'.
	   *
	   * @param {string} name
	   * @return {Option}
	   */

	  env(name) {
	    this.envVar = name;
	    return this;
	  }

	  /**
	   * Set the custom handler for processing CLI option arguments into option values.
	   *
	   * @param {Function} [fn]
	   * @return {Option}
	   */

	  argParser(fn) {
	    this.parseArg = fn;
	    return this;
	  }

	  /**
	   * Whether the option is mandatory and must have a value after parsing.
	   *
	   * @param {boolean} [mandatory=true]
	   * @return {Option}
	   */

	  makeOptionMandatory(mandatory = true) {
	    this.mandatory = !!mandatory;
	    return this;
	  }

	  /**
	   * Hide option in help.
	   *
	   * @param {boolean} [hide=true]
	   * @return {Option}
	   */

	  hideHelp(hide = true) {
	    this.hidden = !!hide;
	    return this;
	  }

	  /**
	   * @package
	   */

	  _collectValue(value, previous) {
	    if (previous === this.defaultValue || !Array.isArray(previous)) {
	      return [value];
	    }

	    previous.push(value);
	    return previous;
	  }

	  /**
	   * Only allow option value to be one of choices.
	   *
	   * @param {string[]} values
	   * @return {Option}
	   */

	  choices(values) {
	    this.argChoices = values.slice();
	    this.parseArg = (arg, previous) => {
	      if (!this.argChoices.includes(arg)) {
	        throw new InvalidArgumentError(
	          `Allowed choices are ${this.argChoices.join(', ')}.`,
	        );
	      }
	      if (this.variadic) {
	        return this._collectValue(arg, previous);
	      }
	      return arg;
	    };
	    return this;
	  }

	  /**
	   * Return option name.
	   *
	   * @return {string}
	   */

	  name() {
	    if (this.long) {
	      return this.long.replace(/^--/, '');
	    }
	    return this.short.replace(/^-/, '');
	  }

	  /**
	   * Return option name, in a camelcase format that can be used
	   * as an object attribute key.
	   *
	   * @return {string}
	   */

	  attributeName() {
	    if (this.negate) {
	      return camelcase(this.name().replace(/^no-/, ''));
	    }
	    return camelcase(this.name());
	  }

	  /**
	   * Set the help group heading.
	   *
	   * @param {string} heading
	   * @return {Option}
	   */
	  helpGroup(heading) {
	    this.helpGroupHeading = heading;
	    return this;
	  }

	  /**
	   * Check if `arg` matches the short or long flag.
	   *
	   * @param {string} arg
	   * @return {boolean}
	   * @package
	   */

	  is(arg) {
	    return this.short === arg || this.long === arg;
	  }

	  /**
	   * Return whether a boolean option.
	   *
	   * Options are one of boolean, negated, required argument, or optional argument.
	   *
	   * @return {boolean}
	   * @package
	   */

	  isBoolean() {
	    return !this.required && !this.optional && !this.negate;
	  }
	}

	/**
	 * This class is to make it easier to work with dual options, without changing the existing
	 * implementation. We support separate dual options for separate positive and negative options,
	 * like `--build` and `--no-build`, which share a single option value. This works nicely for some
	 * use cases, but is tricky for others where we want separate behaviours despite
	 * the single shared option value.
	 */
	class DualOptions {
	  /**
	   * @param {Option[]} options
	   */
	  constructor(options) {
	    this.positiveOptions = new Map();
	    this.negativeOptions = new Map();
	    this.dualOptions = new Set();
	    options.forEach((option) => {
	      if (option.negate) {
	        this.negativeOptions.set(option.attributeName(), option);
	      } else {
	        this.positiveOptions.set(option.attributeName(), option);
	      }
	    });
	    this.negativeOptions.forEach((value, key) => {
	      if (this.positiveOptions.has(key)) {
	        this.dualOptions.add(key);
	      }
	    });
	  }

	  /**
	   * Did the value come from the option, and not from possible matching dual option?
	   *
	   * @param {*} value
	   * @param {Option} option
	   * @returns {boolean}
	   */
	  valueFromOption(value, option) {
	    const optionKey = option.attributeName();
	    if (!this.dualOptions.has(optionKey)) return true;

	    // Use the value to deduce if (probably) came from the option.
	    const preset = this.negativeOptions.get(optionKey).presetArg;
	    const negativeValue = preset !== undefined ? preset : false;
	    return option.negate === (negativeValue === value);
	  }
	}

	/**
	 * Convert string from kebab-case to camelCase.
	 *
	 * @param {string} str
	 * @return {string}
	 * @private
	 */

	function camelcase(str) {
	  return str.split('-').reduce((str, word) => {
	    return str + word[0].toUpperCase() + word.slice(1);
	  });
	}

	/**
	 * Split the short and long flag out of something like '-m,--mixed <value>'
	 *
	 * @private
	 */

	function splitOptionFlags(flags) {
	  let shortFlag;
	  let longFlag;
	  // short flag, single dash and single character
	  const shortFlagExp = /^-[^-]$/;
	  // long flag, double dash and at least one character
	  const longFlagExp = /^--[^-]/;

	  const flagParts = flags.split(/[ |,]+/).concat('guard');
	  // Normal is short and/or long.
	  if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
	  if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
	  // Long then short. Rarely used but fine.
	  if (!shortFlag && shortFlagExp.test(flagParts[0]))
	    shortFlag = flagParts.shift();
	  // Allow two long flags, like '--ws, --workspace'
	  // This is the supported way to have a shortish option flag.
	  if (!shortFlag && longFlagExp.test(flagParts[0])) {
	    shortFlag = longFlag;
	    longFlag = flagParts.shift();
	  }

	  // Check for unprocessed flag. Fail noisily rather than silently ignore.
	  if (flagParts[0].startsWith('-')) {
	    const unsupportedFlag = flagParts[0];
	    const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
	    if (/^-[^-][^-]/.test(unsupportedFlag))
	      throw new Error(
	        `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`,
	      );
	    if (shortFlagExp.test(unsupportedFlag))
	      throw new Error(`${baseError}
- too many short flags`);
	    if (longFlagExp.test(unsupportedFlag))
	      throw new Error(`${baseError}
- too many long flags`);

	    throw new Error(`${baseError}
- unrecognised flag format`);
	  }
	  if (shortFlag === undefined && longFlag === undefined)
	    throw new Error(
	      `option creation failed due to no flags found in '${flags}'.`,
	    );

	  return { shortFlag, longFlag };
	}

	option.Option = Option;
	option.DualOptions = DualOptions;
	return option;
}

var suggestSimilar = {};

var hasRequiredSuggestSimilar;

function requireSuggestSimilar () {
	if (hasRequiredSuggestSimilar) return suggestSimilar;
	hasRequiredSuggestSimilar = 1;
	const maxDistance = 3;

	function editDistance(a, b) {
	  // https://en.wikipedia.org/wiki/Damerau–Levenshtein_distance
	  // Calculating optimal string alignment distance, no substring is edited more than once.
	  // (Simple implementation.)

	  // Quick early exit, return worst case.
	  if (Math.abs(a.length - b.length) > maxDistance)
	    return Math.max(a.length, b.length);

	  // distance between prefix substrings of a and b
	  const d = [];

	  // pure deletions turn a into empty string
	  for (let i = 0; i <= a.length; i++) {
	    d[i] = [i];
	  }
	  // pure insertions turn empty string into b
	  for (let j = 0; j <= b.length; j++) {
	    d[0][j] = j;
	  }

	  // fill matrix
	  for (let j = 1; j <= b.length; j++) {
	    for (let i = 1; i <= a.length; i++) {
	      let cost = 1;
	      if (a[i - 1] === b[j - 1]) {
	        cost = 0;
	      } else {
	        cost = 1;
	      }
	      d[i][j] = Math.min(
	        d[i - 1][j] + 1, // deletion
	        d[i][j - 1] + 1, // insertion
	        d[i - 1][j - 1] + cost, // substitution
	      );
	      // transposition
	      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
	        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
	      }
	    }
	  }

	  return d[a.length][b.length];
	}

	/**
	 * Find close matches, restricted to same number of edits.
	 *
	 * @param {string} word
	 * @param {string[]} candidates
	 * @returns {string}
	 */

	function suggestSimilar$1(word, candidates) {
	  if (!candidates || candidates.length === 0) return '';
	  // remove possible duplicates
	  candidates = Array.from(new Set(candidates));

	  const searchingOptions = word.startsWith('--');
	  if (searchingOptions) {
	    word = word.slice(2);
	    candidates = candidates.map((candidate) => candidate.slice(2));
	  }

	  let similar = [];
	  let bestDistance = maxDistance;
	  const minSimilarity = 0.4;
	  candidates.forEach((candidate) => {
	    if (candidate.length <= 1) return; // no one character guesses

	    const distance = editDistance(word, candidate);
	    const length = Math.max(word.length, candidate.length);
	    const similarity = (length - distance) / length;
	    if (similarity > minSimilarity) {
	      if (distance < bestDistance) {
	        // better edit distance, throw away previous worse matches
	        bestDistance = distance;
	        similar = [candidate];
	      } else if (distance === bestDistance) {
	        similar.push(candidate);
	      }
	    }
	  });

	  similar.sort((a, b) => a.localeCompare(b));
	  if (searchingOptions) {
	    similar = similar.map((candidate) => `--${candidate}`);
	  }

	  if (similar.length > 1) {
	    return `\n(Did you mean one of ${similar.join(', ')}?)`;
	  }
	  if (similar.length === 1) {
	    return `\n(Did you mean ${similar[0]}?)`;
	  }
	  return '';
	}

	suggestSimilar.suggestSimilar = suggestSimilar$1;
	return suggestSimilar;
}

var hasRequiredCommand;

function requireCommand () {
	if (hasRequiredCommand) return command;
	hasRequiredCommand = 1;
	const EventEmitter = require$$0.EventEmitter;
	const childProcess = require$$1;
	const path$1 = path;
	const fs = require$$3$1;
	const process = require$$4;

	const { Argument, humanReadableArgName } = requireArgument();
	const { CommanderError } = requireError();
	const { Help, stripColor } = requireHelp();
	const { Option, DualOptions } = requireOption();
	const { suggestSimilar } = requireSuggestSimilar();

	class Command extends EventEmitter {
	  /**
	   * Initialize a new `Command`.
	   *
	   * @param {string} [name]
	   */

	  constructor(name) {
	    super();
	    /** @type {Command[]} */
	    this.commands = [];
	    /** @type {Option[]} */
	    this.options = [];
	    this.parent = null;
	    this._allowUnknownOption = false;
	    this._allowExcessArguments = false;
	    /** @type {Argument[]} */
	    this.registeredArguments = [];
	    this._args = this.registeredArguments; // deprecated old name
	    /** @type {string[]} */
	    this.args = []; // cli args with options removed
	    this.rawArgs = [];
	    this.processedArgs = []; // like .args but after custom processing and collecting variadic
	    this._scriptPath = null;
	    this._name = name || '';
	    this._optionValues = {};
	    this._optionValueSources = {}; // default, env, cli etc
	    this._storeOptionsAsProperties = false;
	    this._actionHandler = null;
	    this._executableHandler = false;
	    this._executableFile = null; // custom name for executable
	    this._executableDir = null; // custom search directory for subcommands
	    this._defaultCommandName = null;
	    this._exitCallback = null;
	    this._aliases = [];
	    this._combineFlagAndOptionalValue = true;
	    this._description = '';
	    this._summary = '';
	    this._argsDescription = undefined; // legacy
	    this._enablePositionalOptions = false;
	    this._passThroughOptions = false;
	    this._lifeCycleHooks = {}; // a hash of arrays
	    /** @type {(boolean | string)} */
	    this._showHelpAfterError = false;
	    this._showSuggestionAfterError = true;
	    this._savedState = null; // used in save/restoreStateBeforeParse

	    // see configureOutput() for docs
	    this._outputConfiguration = {
	      writeOut: (str) => process.stdout.write(str),
	      writeErr: (str) => process.stderr.write(str),
	      outputError: (str, write) => write(str),
	      getOutHelpWidth: () =>
	        process.stdout.isTTY ? process.stdout.columns : undefined,
	      getErrHelpWidth: () =>
	        process.stderr.isTTY ? process.stderr.columns : undefined,
	      getOutHasColors: () =>
	        useColor() ?? (process.stdout.isTTY && process.stdout.hasColors?.()),
	      getErrHasColors: () =>
	        useColor() ?? (process.stderr.isTTY && process.stderr.hasColors?.()),
	      stripColor: (str) => stripColor(str),
	    };

	    this._hidden = false;
	    /** @type {(Option | null | undefined)} */
	    this._helpOption = undefined; // Lazy created on demand. May be null if help option is disabled.
	    this._addImplicitHelpCommand = undefined; // undecided whether true or false yet, not inherited
	    /** @type {Command} */
	    this._helpCommand = undefined; // lazy initialised, inherited
	    this._helpConfiguration = {};
	    /** @type {string | undefined} */
	    this._helpGroupHeading = undefined; // soft initialised when added to parent
	    /** @type {string | undefined} */
	    this._defaultCommandGroup = undefined;
	    /** @type {string | undefined} */
	    this._defaultOptionGroup = undefined;
	  }

	  /**
	   * Copy settings that are useful to have in common across root command and subcommands.
	   *
	   * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
	   *
	   * @param {Command} sourceCommand
	   * @return {Command} `this` command for chaining
	   */
	  copyInheritedSettings(sourceCommand) {
	    this._outputConfiguration = sourceCommand._outputConfiguration;
	    this._helpOption = sourceCommand._helpOption;
	    this._helpCommand = sourceCommand._helpCommand;
	    this._helpConfiguration = sourceCommand._helpConfiguration;
	    this._exitCallback = sourceCommand._exitCallback;
	    this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
	    this._combineFlagAndOptionalValue =
	      sourceCommand._combineFlagAndOptionalValue;
	    this._allowExcessArguments = sourceCommand._allowExcessArguments;
	    this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
	    this._showHelpAfterError = sourceCommand._showHelpAfterError;
	    this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;

	    return this;
	  }

	  /**
	   * @returns {Command[]}
	   * @private
	   */

	  _getCommandAndAncestors() {
	    const result = [];
	    // eslint-disable-next-line @typescript-eslint/no-this-alias
	    for (let command = this; command; command = command.parent) {
	      result.push(command);
	    }
	    return result;
	  }

	  /**
	   * Define a command.
	   *
	   * There are two styles of command: pay attention to where to put the description.
	   *
	   * @example
	   * // Command implemented using action handler (description is supplied separately to `.command`)
	   * program
	   *   .command('clone <source> [destination]')
	   *   .description('clone a repository into a newly created directory')
	   *   .action((source, destination) => {
	   *     console.log('clone command called');
	   *   });
	   *
	   * // Command implemented using separate executable file (description is second parameter to `.command`)
	   * program
	   *   .command('start <service>', 'start named service')
	   *   .command('stop [service]', 'stop named service, or all if no name supplied');
	   *
	   * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
	   * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
	   * @param {object} [execOpts] - configuration options (for executable)
	   * @return {Command} returns new command for action handler, or `this` for executable command
	   */

	  command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
	    let desc = actionOptsOrExecDesc;
	    let opts = execOpts;
	    if (typeof desc === 'object' && desc !== null) {
	      opts = desc;
	      desc = null;
	    }
	    opts = opts || {};
	    const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);

	    const cmd = this.createCommand(name);
	    if (desc) {
	      cmd.description(desc);
	      cmd._executableHandler = true;
	    }
	    if (opts.isDefault) this._defaultCommandName = cmd._name;
	    cmd._hidden = !!(opts.noHelp || opts.hidden); // noHelp is deprecated old name for hidden
	    cmd._executableFile = opts.executableFile || null; // Custom name for executable file, set missing to null to match constructor
	    if (args) cmd.arguments(args);
	    this._registerCommand(cmd);
	    cmd.parent = this;
	    cmd.copyInheritedSettings(this);

	    if (desc) return this;
	    return cmd;
	  }

	  /**
	   * Factory routine to create a new unattached command.
	   *
	   * See .command() for creating an attached subcommand, which uses this routine to
	   * create the command. You can override createCommand to customise subcommands.
	   *
	   * @param {string} [name]
	   * @return {Command} new command
	   */

	  createCommand(name) {
	    return new Command(name);
	  }

	  /**
	   * You can customise the help with a subclass of Help by overriding createHelp,
	   * or by overriding Help properties using configureHelp().
	   *
	   * @return {Help}
	   */

	  createHelp() {
	    return Object.assign(new Help(), this.configureHelp());
	  }

	  /**
	   * You can customise the help by overriding Help properties using configureHelp(),
	   * or with a subclass of Help by overriding createHelp().
	   *
	   * @param {object} [configuration] - configuration options
	   * @return {(Command | object)} `this` command for chaining, or stored configuration
	   */

	  configureHelp(configuration) {
	    if (configuration === undefined) return this._helpConfiguration;

	    this._helpConfiguration = configuration;
	    return this;
	  }

	  /**
	   * The default output goes to stdout and stderr. You can customise this for special
	   * applications. You can also customise the display of errors by overriding outputError.
	   *
	   * The configuration properties are all functions:
	   *
	   *     // change how output being written, defaults to stdout and stderr
	   *     writeOut(str)
	   *     writeErr(str)
	   *     // change how output being written for errors, defaults to writeErr
	   *     outputError(str, write) // used for displaying errors and not used for displaying help
	   *     // specify width for wrapping help
	   *     getOutHelpWidth()
	   *     getErrHelpWidth()
	   *     // color support, currently only used with Help
	   *     getOutHasColors()
	   *     getErrHasColors()
	   *     stripColor() // used to remove ANSI escape codes if output does not have colors
	   *
	   * @param {object} [configuration] - configuration options
	   * @return {(Command | object)} `this` command for chaining, or stored configuration
	   */

	  configureOutput(configuration) {
	    if (configuration === undefined) return this._outputConfiguration;

	    this._outputConfiguration = {
	      ...this._outputConfiguration,
	      ...configuration,
	    };
	    return this;
	  }

	  /**
	   * Display the help or a custom message after an error occurs.
	   *
	   * @param {(boolean|string)} [displayHelp]
	   * @return {Command} `this` command for chaining
	   */
	  showHelpAfterError(displayHelp = true) {
	    if (typeof displayHelp !== 'string') displayHelp = !!displayHelp;
	    this._showHelpAfterError = displayHelp;
	    return this;
	  }

	  /**
	   * Display suggestion of similar commands for unknown commands, or options for unknown options.
	   *
	   * @param {boolean} [displaySuggestion]
	   * @return {Command} `this` command for chaining
	   */
	  showSuggestionAfterError(displaySuggestion = true) {
	    this._showSuggestionAfterError = !!displaySuggestion;
	    return this;
	  }

	  /**
	   * Add a prepared subcommand.
	   *
	   * See .command() for creating an attached subcommand which inherits settings from its parent.
	   *
	   * @param {Command} cmd - new subcommand
	   * @param {object} [opts] - configuration options
	   * @return {Command} `this` command for chaining
	   */

	  addCommand(cmd, opts) {
	    if (!cmd._name) {
	      throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
	    }

	    opts = opts || {};
	    if (opts.isDefault) this._defaultCommandName = cmd._name;
	    if (opts.noHelp || opts.hidden) cmd._hidden = true; // modifying passed command due to existing implementation

	    this._registerCommand(cmd);
	    cmd.parent = this;
	    cmd._checkForBrokenPassThrough();

	    return this;
	  }

	  /**
	   * Factory routine to create a new unattached argument.
	   *
	   * See .argument() for creating an attached argument, which uses this routine to
	   * create the argument. You can override createArgument to return a custom argument.
	   *
	   * @param {string} name
	   * @param {string} [description]
	   * @return {Argument} new argument
	   */

	  createArgument(name, description) {
	    return new Argument(name, description);
	  }

	  /**
	   * Define argument syntax for command.
	   *
	   * The default is that the argument is required, and you can explicitly
	   * indicate this with <> around the name. Put [] around the name for an optional argument.
	   *
	   * @example
	   * program.argument('<input-file>');
	   * program.argument('[output-file]');
	   *
	   * @param {string} name
	   * @param {string} [description]
	   * @param {(Function|*)} [parseArg] - custom argument processing function or default value
	   * @param {*} [defaultValue]
	   * @return {Command} `this` command for chaining
	   */
	  argument(name, description, parseArg, defaultValue) {
	    const argument = this.createArgument(name, description);
	    if (typeof parseArg === 'function') {
	      argument.default(defaultValue).argParser(parseArg);
	    } else {
	      argument.default(parseArg);
	    }
	    this.addArgument(argument);
	    return this;
	  }

	  /**
	   * Define argument syntax for command, adding multiple at once (without descriptions).
	   *
	   * See also .argument().
	   *
	   * @example
	   * program.arguments('<cmd> [env]');
	   *
	   * @param {string} names
	   * @return {Command} `this` command for chaining
	   */

	  arguments(names) {
	    names
	      .trim()
	      .split(/ +/)
	      .forEach((detail) => {
	        this.argument(detail);
	      });
	    return this;
	  }

	  /**
	   * Define argument syntax for command, adding a prepared argument.
	   *
	   * @param {Argument} argument
	   * @return {Command} `this` command for chaining
	   */
	  addArgument(argument) {
	    const previousArgument = this.registeredArguments.slice(-1)[0];
	    if (previousArgument?.variadic) {
	      throw new Error(
	        `only the last argument can be variadic '${previousArgument.name()}'`,
	      );
	    }
	    if (
	      argument.required &&
	      argument.defaultValue !== undefined &&
	      argument.parseArg === undefined
	    ) {
	      throw new Error(
	        `a default value for a required argument is never used: '${argument.name()}'`,
	      );
	    }
	    this.registeredArguments.push(argument);
	    return this;
	  }

	  /**
	   * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
	   *
	   * @example
	   *    program.helpCommand('help [cmd]');
	   *    program.helpCommand('help [cmd]', 'show help');
	   *    program.helpCommand(false); // suppress default help command
	   *    program.helpCommand(true); // add help command even if no subcommands
	   *
	   * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
	   * @param {string} [description] - custom description
	   * @return {Command} `this` command for chaining
	   */

	  helpCommand(enableOrNameAndArgs, description) {
	    if (typeof enableOrNameAndArgs === 'boolean') {
	      this._addImplicitHelpCommand = enableOrNameAndArgs;
	      if (enableOrNameAndArgs && this._defaultCommandGroup) {
	        // make the command to store the group
	        this._initCommandGroup(this._getHelpCommand());
	      }
	      return this;
	    }

	    const nameAndArgs = enableOrNameAndArgs ?? 'help [command]';
	    const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
	    const helpDescription = description ?? 'display help for command';

	    const helpCommand = this.createCommand(helpName);
	    helpCommand.helpOption(false);
	    if (helpArgs) helpCommand.arguments(helpArgs);
	    if (helpDescription) helpCommand.description(helpDescription);

	    this._addImplicitHelpCommand = true;
	    this._helpCommand = helpCommand;
	    // init group unless lazy create
	    if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);

	    return this;
	  }

	  /**
	   * Add prepared custom help command.
	   *
	   * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
	   * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
	   * @return {Command} `this` command for chaining
	   */
	  addHelpCommand(helpCommand, deprecatedDescription) {
	    // If not passed an object, call through to helpCommand for backwards compatibility,
	    // as addHelpCommand was originally used like helpCommand is now.
	    if (typeof helpCommand !== 'object') {
	      this.helpCommand(helpCommand, deprecatedDescription);
	      return this;
	    }

	    this._addImplicitHelpCommand = true;
	    this._helpCommand = helpCommand;
	    this._initCommandGroup(helpCommand);
	    return this;
	  }

	  /**
	   * Lazy create help command.
	   *
	   * @return {(Command|null)}
	   * @package
	   */
	  _getHelpCommand() {
	    const hasImplicitHelpCommand =
	      this._addImplicitHelpCommand ??
	      (this.commands.length &&
	        !this._actionHandler &&
	        !this._findCommand('help'));

	    if (hasImplicitHelpCommand) {
	      if (this._helpCommand === undefined) {
	        this.helpCommand(undefined, undefined); // use default name and description
	      }
	      return this._helpCommand;
	    }
	    return null;
	  }

	  /**
	   * Add hook for life cycle event.
	   *
	   * @param {string} event
	   * @param {Function} listener
	   * @return {Command} `this` command for chaining
	   */

	  hook(event, listener) {
	    const allowedValues = ['preSubcommand', 'preAction', 'postAction'];
	    if (!allowedValues.includes(event)) {
	      throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
	    }
	    if (this._lifeCycleHooks[event]) {
	      this._lifeCycleHooks[event].push(listener);
	    } else {
	      this._lifeCycleHooks[event] = [listener];
	    }
	    return this;
	  }

	  /**
	   * Register callback to use as replacement for calling process.exit.
	   *
	   * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
	   * @return {Command} `this` command for chaining
	   */

	  exitOverride(fn) {
	    if (fn) {
	      this._exitCallback = fn;
	    } else {
	      this._exitCallback = (err) => {
	        if (err.code !== 'commander.executeSubCommandAsync') {
	          throw err;
	        }
	      };
	    }
	    return this;
	  }

	  /**
	   * Call process.exit, and _exitCallback if defined.
	   *
	   * @param {number} exitCode exit code for using with process.exit
	   * @param {string} code an id string representing the error
	   * @param {string} message human-readable description of the error
	   * @return never
	   * @private
	   */

	  _exit(exitCode, code, message) {
	    if (this._exitCallback) {
	      this._exitCallback(new CommanderError(exitCode, code, message));
	      // Expecting this line is not reached.
	    }
	    process.exit(exitCode);
	  }

	  /**
	   * Register callback `fn` for the command.
	   *
	   * @example
	   * program
	   *   .command('serve')
	   *   .description('start service')
	   *   .action(function() {
	   *      // do work here
	   *   });
	   *
	   * @param {Function} fn
	   * @return {Command} `this` command for chaining
	   */

	  action(fn) {
	    const listener = (args) => {
	      // The .action callback takes an extra parameter which is the command or options.
	      const expectedArgsCount = this.registeredArguments.length;
	      const actionArgs = args.slice(0, expectedArgsCount);
	      if (this._storeOptionsAsProperties) {
	        actionArgs[expectedArgsCount] = this; // backwards compatible "options"
	      } else {
	        actionArgs[expectedArgsCount] = this.opts();
	      }
	      actionArgs.push(this);

	      return fn.apply(this, actionArgs);
	    };
	    this._actionHandler = listener;
	    return this;
	  }

	  /**
	   * Factory routine to create a new unattached option.
	   *
	   * See .option() for creating an attached option, which uses this routine to
	   * create the option. You can override createOption to return a custom option.
	   *
	   * @param {string} flags
	   * @param {string} [description]
	   * @return {Option} new option
	   */

	  createOption(flags, description) {
	    return new Option(flags, description);
	  }

	  /**
	   * Wrap parseArgs to catch 'commander.invalidArgument'.
	   *
	   * @param {(Option | Argument)} target
	   * @param {string} value
	   * @param {*} previous
	   * @param {string} invalidArgumentMessage
	   * @private
	   */

	  _callParseArg(target, value, previous, invalidArgumentMessage) {
	    try {
	      return target.parseArg(value, previous);
	    } catch (err) {
	      if (err.code === 'commander.invalidArgument') {
	        const message = `${invalidArgumentMessage} ${err.message}`;
	        this.error(message, { exitCode: err.exitCode, code: err.code });
	      }
	      throw err;
	    }
	  }

	  /**
	   * Check for option flag conflicts.
	   * Register option if no conflicts found, or throw on conflict.
	   *
	   * @param {Option} option
	   * @private
	   */

	  _registerOption(option) {
	    const matchingOption =
	      (option.short && this._findOption(option.short)) ||
	      (option.long && this._findOption(option.long));
	    if (matchingOption) {
	      const matchingFlag =
	        option.long && this._findOption(option.long)
	          ? option.long
	          : option.short;
	      throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
	    }

	    this._initOptionGroup(option);
	    this.options.push(option);
	  }

	  /**
	   * Check for command name and alias conflicts with existing commands.
	   * Register command if no conflicts found, or throw on conflict.
	   *
	   * @param {Command} command
	   * @private
	   */

	  _registerCommand(command) {
	    const knownBy = (cmd) => {
	      return [cmd.name()].concat(cmd.aliases());
	    };

	    const alreadyUsed = knownBy(command).find((name) =>
	      this._findCommand(name),
	    );
	    if (alreadyUsed) {
	      const existingCmd = knownBy(this._findCommand(alreadyUsed)).join('|');
	      const newCmd = knownBy(command).join('|');
	      throw new Error(
	        `cannot add command '${newCmd}' as already have command '${existingCmd}'`,
	      );
	    }

	    this._initCommandGroup(command);
	    this.commands.push(command);
	  }

	  /**
	   * Add an option.
	   *
	   * @param {Option} option
	   * @return {Command} `this` command for chaining
	   */
	  addOption(option) {
	    this._registerOption(option);

	    const oname = option.name();
	    const name = option.attributeName();

	    // store default value
	    if (option.negate) {
	      // --no-foo is special and defaults foo to true, unless a --foo option is already defined
	      const positiveLongFlag = option.long.replace(/^--no-/, '--');
	      if (!this._findOption(positiveLongFlag)) {
	        this.setOptionValueWithSource(
	          name,
	          option.defaultValue === undefined ? true : option.defaultValue,
	          'default',
	        );
	      }
	    } else if (option.defaultValue !== undefined) {
	      this.setOptionValueWithSource(name, option.defaultValue, 'default');
	    }

	    // handler for cli and env supplied values
	    const handleOptionValue = (val, invalidValueMessage, valueSource) => {
	      // val is null for optional option used without an optional-argument.
	      // val is undefined for boolean and negated option.
	      if (val == null && option.presetArg !== undefined) {
	        val = option.presetArg;
	      }

	      // custom processing
	      const oldValue = this.getOptionValue(name);
	      if (val !== null && option.parseArg) {
	        val = this._callParseArg(option, val, oldValue, invalidValueMessage);
	      } else if (val !== null && option.variadic) {
	        val = option._collectValue(val, oldValue);
	      }

	      // Fill-in appropriate missing values. Long winded but easy to follow.
	      if (val == null) {
	        if (option.negate) {
	          val = false;
	        } else if (option.isBoolean() || option.optional) {
	          val = true;
	        } else {
	          val = ''; // not normal, parseArg might have failed or be a mock function for testing
	        }
	      }
	      this.setOptionValueWithSource(name, val, valueSource);
	    };

	    this.on('option:' + oname, (val) => {
	      const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
	      handleOptionValue(val, invalidValueMessage, 'cli');
	    });

	    if (option.envVar) {
	      this.on('optionEnv:' + oname, (val) => {
	        const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
	        handleOptionValue(val, invalidValueMessage, 'env');
	      });
	    }

	    return this;
	  }

	  /**
	   * Internal implementation shared by .option() and .requiredOption()
	   *
	   * @return {Command} `this` command for chaining
	   * @private
	   */
	  _optionEx(config, flags, description, fn, defaultValue) {
	    if (typeof flags === 'object' && flags instanceof Option) {
	      throw new Error(
	        'To add an Option object use addOption() instead of option() or requiredOption()',
	      );
	    }
	    const option = this.createOption(flags, description);
	    option.makeOptionMandatory(!!config.mandatory);
	    if (typeof fn === 'function') {
	      option.default(defaultValue).argParser(fn);
	    } else if (fn instanceof RegExp) {
	      // deprecated
	      const regex = fn;
	      fn = (val, def) => {
	        const m = regex.exec(val);
	        return m ? m[0] : def;
	      };
	      option.default(defaultValue).argParser(fn);
	    } else {
	      option.default(fn);
	    }

	    return this.addOption(option);
	  }

	  /**
	   * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
	   *
	   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
	   * option-argument is indicated by `<>` and an optional option-argument by `[]`.
	   *
	   * See the README for more details, and see also addOption() and requiredOption().
	   *
	   * @example
	   * program
	   *     .option('-p, --pepper', 'add pepper')
	   *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
	   *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
	   *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
	   *
	   * @param {string} flags
	   * @param {string} [description]
	   * @param {(Function|*)} [parseArg] - custom option processing function or default value
	   * @param {*} [defaultValue]
	   * @return {Command} `this` command for chaining
	   */

	  option(flags, description, parseArg, defaultValue) {
	    return this._optionEx({}, flags, description, parseArg, defaultValue);
	  }

	  /**
	   * Add a required option which must have a value after parsing. This usually means
	   * the option must be specified on the command line. (Otherwise the same as .option().)
	   *
	   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
	   *
	   * @param {string} flags
	   * @param {string} [description]
	   * @param {(Function|*)} [parseArg] - custom option processing function or default value
	   * @param {*} [defaultValue]
	   * @return {Command} `this` command for chaining
	   */

	  requiredOption(flags, description, parseArg, defaultValue) {
	    return this._optionEx(
	      { mandatory: true },
	      flags,
	      description,
	      parseArg,
	      defaultValue,
	    );
	  }

	  /**
	   * Alter parsing of short flags with optional values.
	   *
	   * @example
	   * // for `.option('-f,--flag [value]'):
	   * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
	   * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
	   *
	   * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
	   * @return {Command} `this` command for chaining
	   */
	  combineFlagAndOptionalValue(combine = true) {
	    this._combineFlagAndOptionalValue = !!combine;
	    return this;
	  }

	  /**
	   * Allow unknown options on the command line.
	   *
	   * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
	   * @return {Command} `this` command for chaining
	   */
	  allowUnknownOption(allowUnknown = true) {
	    this._allowUnknownOption = !!allowUnknown;
	    return this;
	  }

	  /**
	   * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
	   *
	   * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
	   * @return {Command} `this` command for chaining
	   */
	  allowExcessArguments(allowExcess = true) {
	    this._allowExcessArguments = !!allowExcess;
	    return this;
	  }

	  /**
	   * Enable positional options. Positional means global options are specified before subcommands which lets
	   * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
	   * The default behaviour is non-positional and global options may appear anywhere on the command line.
	   *
	   * @param {boolean} [positional]
	   * @return {Command} `this` command for chaining
	   */
	  enablePositionalOptions(positional = true) {
	    this._enablePositionalOptions = !!positional;
	    return this;
	  }

	  /**
	   * Pass through options that come after command-arguments rather than treat them as command-options,
	   * so actual command-options come before command-arguments. Turning this on for a subcommand requires
	   * positional options to have been enabled on the program (parent commands).
	   * The default behaviour is non-positional and options may appear before or after command-arguments.
	   *
	   * @param {boolean} [passThrough] for unknown options.
	   * @return {Command} `this` command for chaining
	   */
	  passThroughOptions(passThrough = true) {
	    this._passThroughOptions = !!passThrough;
	    this._checkForBrokenPassThrough();
	    return this;
	  }

	  /**
	   * @private
	   */

	  _checkForBrokenPassThrough() {
	    if (
	      this.parent &&
	      this._passThroughOptions &&
	      !this.parent._enablePositionalOptions
	    ) {
	      throw new Error(
	        `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`,
	      );
	    }
	  }

	  /**
	   * Whether to store option values as properties on command object,
	   * or store separately (specify false). In both cases the option values can be accessed using .opts().
	   *
	   * @param {boolean} [storeAsProperties=true]
	   * @return {Command} `this` command for chaining
	   */

	  storeOptionsAsProperties(storeAsProperties = true) {
	    if (this.options.length) {
	      throw new Error('call .storeOptionsAsProperties() before adding options');
	    }
	    if (Object.keys(this._optionValues).length) {
	      throw new Error(
	        'call .storeOptionsAsProperties() before setting option values',
	      );
	    }
	    this._storeOptionsAsProperties = !!storeAsProperties;
	    return this;
	  }

	  /**
	   * Retrieve option value.
	   *
	   * @param {string} key
	   * @return {object} value
	   */

	  getOptionValue(key) {
	    if (this._storeOptionsAsProperties) {
	      return this[key];
	    }
	    return this._optionValues[key];
	  }

	  /**
	   * Store option value.
	   *
	   * @param {string} key
	   * @param {object} value
	   * @return {Command} `this` command for chaining
	   */

	  setOptionValue(key, value) {
	    return this.setOptionValueWithSource(key, value, undefined);
	  }

	  /**
	   * Store option value and where the value came from.
	   *
	   * @param {string} key
	   * @param {object} value
	   * @param {string} source - expected values are default/config/env/cli/implied
	   * @return {Command} `this` command for chaining
	   */

	  setOptionValueWithSource(key, value, source) {
	    if (this._storeOptionsAsProperties) {
	      this[key] = value;
	    } else {
	      this._optionValues[key] = value;
	    }
	    this._optionValueSources[key] = source;
	    return this;
	  }

	  /**
	   * Get source of option value.
	   * Expected values are default | config | env | cli | implied
	   *
	   * @param {string} key
	   * @return {string}
	   */

	  getOptionValueSource(key) {
	    return this._optionValueSources[key];
	  }

	  /**
	   * Get source of option value. See also .optsWithGlobals().
	   * Expected values are default | config | env | cli | implied
	   *
	   * @param {string} key
	   * @return {string}
	   */

	  getOptionValueSourceWithGlobals(key) {
	    // global overwrites local, like optsWithGlobals
	    let source;
	    this._getCommandAndAncestors().forEach((cmd) => {
	      if (cmd.getOptionValueSource(key) !== undefined) {
	        source = cmd.getOptionValueSource(key);
	      }
	    });
	    return source;
	  }

	  /**
	   * Get user arguments from implied or explicit arguments.
	   * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
	   *
	   * @private
	   */

	  _prepareUserArgs(argv, parseOptions) {
	    if (argv !== undefined && !Array.isArray(argv)) {
	      throw new Error('first parameter to parse must be array or undefined');
	    }
	    parseOptions = parseOptions || {};

	    // auto-detect argument conventions if nothing supplied
	    if (argv === undefined && parseOptions.from === undefined) {
	      if (process.versions?.electron) {
	        parseOptions.from = 'electron';
	      }
	      // check node specific options for scenarios where user CLI args follow executable without scriptname
	      const execArgv = process.execArgv ?? [];
	      if (
	        execArgv.includes('-e') ||
	        execArgv.includes('--eval') ||
	        execArgv.includes('-p') ||
	        execArgv.includes('--print')
	      ) {
	        parseOptions.from = 'eval'; // internal usage, not documented
	      }
	    }

	    // default to using process.argv
	    if (argv === undefined) {
	      argv = process.argv;
	    }
	    this.rawArgs = argv.slice();

	    // extract the user args and scriptPath
	    let userArgs;
	    switch (parseOptions.from) {
	      case undefined:
	      case 'node':
	        this._scriptPath = argv[1];
	        userArgs = argv.slice(2);
	        break;
	      case 'electron':
	        // @ts-ignore: because defaultApp is an unknown property
	        if (process.defaultApp) {
	          this._scriptPath = argv[1];
	          userArgs = argv.slice(2);
	        } else {
	          userArgs = argv.slice(1);
	        }
	        break;
	      case 'user':
	        userArgs = argv.slice(0);
	        break;
	      case 'eval':
	        userArgs = argv.slice(1);
	        break;
	      default:
	        throw new Error(
	          `unexpected parse option { from: '${parseOptions.from}' }`,
	        );
	    }

	    // Find default name for program from arguments.
	    if (!this._name && this._scriptPath)
	      this.nameFromFilename(this._scriptPath);
	    this._name = this._name || 'program';

	    return userArgs;
	  }

	  /**
	   * Parse `argv`, setting options and invoking commands when defined.
	   *
	   * Use parseAsync instead of parse if any of your action handlers are async.
	   *
	   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
	   *
	   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
	   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
	   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
	   * - `'user'`: just user arguments
	   *
	   * @example
	   * program.parse(); // parse process.argv and auto-detect electron and special node flags
	   * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
	   * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
	   *
	   * @param {string[]} [argv] - optional, defaults to process.argv
	   * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
	   * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
	   * @return {Command} `this` command for chaining
	   */

	  parse(argv, parseOptions) {
	    this._prepareForParse();
	    const userArgs = this._prepareUserArgs(argv, parseOptions);
	    this._parseCommand([], userArgs);

	    return this;
	  }

	  /**
	   * Parse `argv`, setting options and invoking commands when defined.
	   *
	   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
	   *
	   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
	   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
	   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
	   * - `'user'`: just user arguments
	   *
	   * @example
	   * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
	   * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
	   * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
	   *
	   * @param {string[]} [argv]
	   * @param {object} [parseOptions]
	   * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
	   * @return {Promise}
	   */

	  async parseAsync(argv, parseOptions) {
	    this._prepareForParse();
	    const userArgs = this._prepareUserArgs(argv, parseOptions);
	    await this._parseCommand([], userArgs);

	    return this;
	  }

	  _prepareForParse() {
	    if (this._savedState === null) {
	      this.saveStateBeforeParse();
	    } else {
	      this.restoreStateBeforeParse();
	    }
	  }

	  /**
	   * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
	   * Not usually called directly, but available for subclasses to save their custom state.
	   *
	   * This is called in a lazy way. Only commands used in parsing chain will have state saved.
	   */
	  saveStateBeforeParse() {
	    this._savedState = {
	      // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
	      _name: this._name,
	      // option values before parse have default values (including false for negated options)
	      // shallow clones
	      _optionValues: { ...this._optionValues },
	      _optionValueSources: { ...this._optionValueSources },
	    };
	  }

	  /**
	   * Restore state before parse for calls after the first.
	   * Not usually called directly, but available for subclasses to save their custom state.
	   *
	   * This is called in a lazy way. Only commands used in parsing chain will have state restored.
	   */
	  restoreStateBeforeParse() {
	    if (this._storeOptionsAsProperties)
	      throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);

	    // clear state from _prepareUserArgs
	    this._name = this._savedState._name;
	    this._scriptPath = null;
	    this.rawArgs = [];
	    // clear state from setOptionValueWithSource
	    this._optionValues = { ...this._savedState._optionValues };
	    this._optionValueSources = { ...this._savedState._optionValueSources };
	    // clear state from _parseCommand
	    this.args = [];
	    // clear state from _processArguments
	    this.processedArgs = [];
	  }

	  /**
	   * Throw if expected executable is missing. Add lots of help for author.
	   *
	   * @param {string} executableFile
	   * @param {string} executableDir
	   * @param {string} subcommandName
	   */
	  _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
	    if (fs.existsSync(executableFile)) return;

	    const executableDirMessage = executableDir
	      ? `searched for local subcommand relative to directory '${executableDir}'`
	      : 'no directory for search for local subcommand, use .executableDir() to supply a custom directory';
	    const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
	    throw new Error(executableMissing);
	  }

	  /**
	   * Execute a sub-command executable.
	   *
	   * @private
	   */

	  _executeSubCommand(subcommand, args) {
	    args = args.slice();
	    let launchWithNode = false; // Use node for source targets so do not need to get permissions correct, and on Windows.
	    const sourceExt = ['.js', '.ts', '.tsx', '.mjs', '.cjs'];

	    function findFile(baseDir, baseName) {
	      // Look for specified file
	      const localBin = path$1.resolve(baseDir, baseName);
	      if (fs.existsSync(localBin)) return localBin;

	      // Stop looking if candidate already has an expected extension.
	      if (sourceExt.includes(path$1.extname(baseName))) return undefined;

	      // Try all the extensions.
	      const foundExt = sourceExt.find((ext) =>
	        fs.existsSync(`${localBin}${ext}`),
	      );
	      if (foundExt) return `${localBin}${foundExt}`;

	      return undefined;
	    }

	    // Not checking for help first. Unlikely to have mandatory and executable, and can't robustly test for help flags in external command.
	    this._checkForMissingMandatoryOptions();
	    this._checkForConflictingOptions();

	    // executableFile and executableDir might be full path, or just a name
	    let executableFile =
	      subcommand._executableFile || `${this._name}-${subcommand._name}`;
	    let executableDir = this._executableDir || '';
	    if (this._scriptPath) {
	      let resolvedScriptPath; // resolve possible symlink for installed npm binary
	      try {
	        resolvedScriptPath = fs.realpathSync(this._scriptPath);
	      } catch {
	        resolvedScriptPath = this._scriptPath;
	      }
	      executableDir = path$1.resolve(
	        path$1.dirname(resolvedScriptPath),
	        executableDir,
	      );
	    }

	    // Look for a local file in preference to a command in PATH.
	    if (executableDir) {
	      let localFile = findFile(executableDir, executableFile);

	      // Legacy search using prefix of script name instead of command name
	      if (!localFile && !subcommand._executableFile && this._scriptPath) {
	        const legacyName = path$1.basename(
	          this._scriptPath,
	          path$1.extname(this._scriptPath),
	        );
	        if (legacyName !== this._name) {
	          localFile = findFile(
	            executableDir,
	            `${legacyName}-${subcommand._name}`,
	          );
	        }
	      }
	      executableFile = localFile || executableFile;
	    }

	    launchWithNode = sourceExt.includes(path$1.extname(executableFile));

	    let proc;
	    if (process.platform !== 'win32') {
	      if (launchWithNode) {
	        args.unshift(executableFile);
	        // add executable arguments to spawn
	        args = incrementNodeInspectorPort(process.execArgv).concat(args);

	        proc = childProcess.spawn(process.argv[0], args, { stdio: 'inherit' });
	      } else {
	        proc = childProcess.spawn(executableFile, args, { stdio: 'inherit' });
	      }
	    } else {
	      this._checkForMissingExecutable(
	        executableFile,
	        executableDir,
	        subcommand._name,
	      );
	      args.unshift(executableFile);
	      // add executable arguments to spawn
	      args = incrementNodeInspectorPort(process.execArgv).concat(args);
	      proc = childProcess.spawn(process.execPath, args, { stdio: 'inherit' });
	    }

	    if (!proc.killed) {
	      // testing mainly to avoid leak warnings during unit tests with mocked spawn
	      const signals = ['SIGUSR1', 'SIGUSR2', 'SIGTERM', 'SIGINT', 'SIGHUP'];
	      signals.forEach((signal) => {
	        process.on(signal, () => {
	          if (proc.killed === false && proc.exitCode === null) {
	            // @ts-ignore because signals not typed to known strings
	            proc.kill(signal);
	          }
	        });
	      });
	    }

	    // By default terminate process when spawned process terminates.
	    const exitCallback = this._exitCallback;
	    proc.on('close', (code) => {
	      code = code ?? 1; // code is null if spawned process terminated due to a signal
	      if (!exitCallback) {
	        process.exit(code);
	      } else {
	        exitCallback(
	          new CommanderError(
	            code,
	            'commander.executeSubCommandAsync',
	            '(close)',
	          ),
	        );
	      }
	    });
	    proc.on('error', (err) => {
	      // @ts-ignore: because err.code is an unknown property
	      if (err.code === 'ENOENT') {
	        this._checkForMissingExecutable(
	          executableFile,
	          executableDir,
	          subcommand._name,
	        );
	        // @ts-ignore: because err.code is an unknown property
	      } else if (err.code === 'EACCES') {
	        throw new Error(`'${executableFile}' not executable`);
	      }
	      if (!exitCallback) {
	        process.exit(1);
	      } else {
	        const wrappedError = new CommanderError(
	          1,
	          'commander.executeSubCommandAsync',
	          '(error)',
	        );
	        wrappedError.nestedError = err;
	        exitCallback(wrappedError);
	      }
	    });

	    // Store the reference to the child process
	    this.runningCommand = proc;
	  }

	  /**
	   * @private
	   */

	  _dispatchSubcommand(commandName, operands, unknown) {
	    const subCommand = this._findCommand(commandName);
	    if (!subCommand) this.help({ error: true });

	    subCommand._prepareForParse();
	    let promiseChain;
	    promiseChain = this._chainOrCallSubCommandHook(
	      promiseChain,
	      subCommand,
	      'preSubcommand',
	    );
	    promiseChain = this._chainOrCall(promiseChain, () => {
	      if (subCommand._executableHandler) {
	        this._executeSubCommand(subCommand, operands.concat(unknown));
	      } else {
	        return subCommand._parseCommand(operands, unknown);
	      }
	    });
	    return promiseChain;
	  }

	  /**
	   * Invoke help directly if possible, or dispatch if necessary.
	   * e.g. help foo
	   *
	   * @private
	   */

	  _dispatchHelpCommand(subcommandName) {
	    if (!subcommandName) {
	      this.help();
	    }
	    const subCommand = this._findCommand(subcommandName);
	    if (subCommand && !subCommand._executableHandler) {
	      subCommand.help();
	    }

	    // Fallback to parsing the help flag to invoke the help.
	    return this._dispatchSubcommand(
	      subcommandName,
	      [],
	      [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? '--help'],
	    );
	  }

	  /**
	   * Check this.args against expected this.registeredArguments.
	   *
	   * @private
	   */

	  _checkNumberOfArguments() {
	    // too few
	    this.registeredArguments.forEach((arg, i) => {
	      if (arg.required && this.args[i] == null) {
	        this.missingArgument(arg.name());
	      }
	    });
	    // too many
	    if (
	      this.registeredArguments.length > 0 &&
	      this.registeredArguments[this.registeredArguments.length - 1].variadic
	    ) {
	      return;
	    }
	    if (this.args.length > this.registeredArguments.length) {
	      this._excessArguments(this.args);
	    }
	  }

	  /**
	   * Process this.args using this.registeredArguments and save as this.processedArgs!
	   *
	   * @private
	   */

	  _processArguments() {
	    const myParseArg = (argument, value, previous) => {
	      // Extra processing for nice error message on parsing failure.
	      let parsedValue = value;
	      if (value !== null && argument.parseArg) {
	        const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
	        parsedValue = this._callParseArg(
	          argument,
	          value,
	          previous,
	          invalidValueMessage,
	        );
	      }
	      return parsedValue;
	    };

	    this._checkNumberOfArguments();

	    const processedArgs = [];
	    this.registeredArguments.forEach((declaredArg, index) => {
	      let value = declaredArg.defaultValue;
	      if (declaredArg.variadic) {
	        // Collect together remaining arguments for passing together as an array.
	        if (index < this.args.length) {
	          value = this.args.slice(index);
	          if (declaredArg.parseArg) {
	            value = value.reduce((processed, v) => {
	              return myParseArg(declaredArg, v, processed);
	            }, declaredArg.defaultValue);
	          }
	        } else if (value === undefined) {
	          value = [];
	        }
	      } else if (index < this.args.length) {
	        value = this.args[index];
	        if (declaredArg.parseArg) {
	          value = myParseArg(declaredArg, value, declaredArg.defaultValue);
	        }
	      }
	      processedArgs[index] = value;
	    });
	    this.processedArgs = processedArgs;
	  }

	  /**
	   * Once we have a promise we chain, but call synchronously until then.
	   *
	   * @param {(Promise|undefined)} promise
	   * @param {Function} fn
	   * @return {(Promise|undefined)}
	   * @private
	   */

	  _chainOrCall(promise, fn) {
	    // thenable
	    if (promise?.then && typeof promise.then === 'function') {
	      // already have a promise, chain callback
	      return promise.then(() => fn());
	    }
	    // callback might return a promise
	    return fn();
	  }

	  /**
	   *
	   * @param {(Promise|undefined)} promise
	   * @param {string} event
	   * @return {(Promise|undefined)}
	   * @private
	   */

	  _chainOrCallHooks(promise, event) {
	    let result = promise;
	    const hooks = [];
	    this._getCommandAndAncestors()
	      .reverse()
	      .filter((cmd) => cmd._lifeCycleHooks[event] !== undefined)
	      .forEach((hookedCommand) => {
	        hookedCommand._lifeCycleHooks[event].forEach((callback) => {
	          hooks.push({ hookedCommand, callback });
	        });
	      });
	    if (event === 'postAction') {
	      hooks.reverse();
	    }

	    hooks.forEach((hookDetail) => {
	      result = this._chainOrCall(result, () => {
	        return hookDetail.callback(hookDetail.hookedCommand, this);
	      });
	    });
	    return result;
	  }

	  /**
	   *
	   * @param {(Promise|undefined)} promise
	   * @param {Command} subCommand
	   * @param {string} event
	   * @return {(Promise|undefined)}
	   * @private
	   */

	  _chainOrCallSubCommandHook(promise, subCommand, event) {
	    let result = promise;
	    if (this._lifeCycleHooks[event] !== undefined) {
	      this._lifeCycleHooks[event].forEach((hook) => {
	        result = this._chainOrCall(result, () => {
	          return hook(this, subCommand);
	        });
	      });
	    }
	    return result;
	  }

	  /**
	   * Process arguments in context of this command.
	   * Returns action result, in case it is a promise.
	   *
	   * @private
	   */

	  _parseCommand(operands, unknown) {
	    const parsed = this.parseOptions(unknown);
	    this._parseOptionsEnv(); // after cli, so parseArg not called on both cli and env
	    this._parseOptionsImplied();
	    operands = operands.concat(parsed.operands);
	    unknown = parsed.unknown;
	    this.args = operands.concat(unknown);

	    if (operands && this._findCommand(operands[0])) {
	      return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
	    }
	    if (
	      this._getHelpCommand() &&
	      operands[0] === this._getHelpCommand().name()
	    ) {
	      return this._dispatchHelpCommand(operands[1]);
	    }
	    if (this._defaultCommandName) {
	      this._outputHelpIfRequested(unknown); // Run the help for default command from parent rather than passing to default command
	      return this._dispatchSubcommand(
	        this._defaultCommandName,
	        operands,
	        unknown,
	      );
	    }
	    if (
	      this.commands.length &&
	      this.args.length === 0 &&
	      !this._actionHandler &&
	      !this._defaultCommandName
	    ) {
	      // probably missing subcommand and no handler, user needs help (and exit)
	      this.help({ error: true });
	    }

	    this._outputHelpIfRequested(parsed.unknown);
	    this._checkForMissingMandatoryOptions();
	    this._checkForConflictingOptions();

	    // We do not always call this check to avoid masking a "better" error, like unknown command.
	    const checkForUnknownOptions = () => {
	      if (parsed.unknown.length > 0) {
	        this.unknownOption(parsed.unknown[0]);
	      }
	    };

	    const commandEvent = `command:${this.name()}`;
	    if (this._actionHandler) {
	      checkForUnknownOptions();
	      this._processArguments();

	      let promiseChain;
	      promiseChain = this._chainOrCallHooks(promiseChain, 'preAction');
	      promiseChain = this._chainOrCall(promiseChain, () =>
	        this._actionHandler(this.processedArgs),
	      );
	      if (this.parent) {
	        promiseChain = this._chainOrCall(promiseChain, () => {
	          this.parent.emit(commandEvent, operands, unknown); // legacy
	        });
	      }
	      promiseChain = this._chainOrCallHooks(promiseChain, 'postAction');
	      return promiseChain;
	    }
	    if (this.parent?.listenerCount(commandEvent)) {
	      checkForUnknownOptions();
	      this._processArguments();
	      this.parent.emit(commandEvent, operands, unknown); // legacy
	    } else if (operands.length) {
	      if (this._findCommand('*')) {
	        // legacy default command
	        return this._dispatchSubcommand('*', operands, unknown);
	      }
	      if (this.listenerCount('command:*')) {
	        // skip option check, emit event for possible misspelling suggestion
	        this.emit('command:*', operands, unknown);
	      } else if (this.commands.length) {
	        this.unknownCommand();
	      } else {
	        checkForUnknownOptions();
	        this._processArguments();
	      }
	    } else if (this.commands.length) {
	      checkForUnknownOptions();
	      // This command has subcommands and nothing hooked up at this level, so display help (and exit).
	      this.help({ error: true });
	    } else {
	      checkForUnknownOptions();
	      this._processArguments();
	      // fall through for caller to handle after calling .parse()
	    }
	  }

	  /**
	   * Find matching command.
	   *
	   * @private
	   * @return {Command | undefined}
	   */
	  _findCommand(name) {
	    if (!name) return undefined;
	    return this.commands.find(
	      (cmd) => cmd._name === name || cmd._aliases.includes(name),
	    );
	  }

	  /**
	   * Return an option matching `arg` if any.
	   *
	   * @param {string} arg
	   * @return {Option}
	   * @package
	   */

	  _findOption(arg) {
	    return this.options.find((option) => option.is(arg));
	  }

	  /**
	   * Display an error message if a mandatory option does not have a value.
	   * Called after checking for help flags in leaf subcommand.
	   *
	   * @private
	   */

	  _checkForMissingMandatoryOptions() {
	    // Walk up hierarchy so can call in subcommand after checking for displaying help.
	    this._getCommandAndAncestors().forEach((cmd) => {
	      cmd.options.forEach((anOption) => {
	        if (
	          anOption.mandatory &&
	          cmd.getOptionValue(anOption.attributeName()) === undefined
	        ) {
	          cmd.missingMandatoryOptionValue(anOption);
	        }
	      });
	    });
	  }

	  /**
	   * Display an error message if conflicting options are used together in this.
	   *
	   * @private
	   */
	  _checkForConflictingLocalOptions() {
	    const definedNonDefaultOptions = this.options.filter((option) => {
	      const optionKey = option.attributeName();
	      if (this.getOptionValue(optionKey) === undefined) {
	        return false;
	      }
	      return this.getOptionValueSource(optionKey) !== 'default';
	    });

	    const optionsWithConflicting = definedNonDefaultOptions.filter(
	      (option) => option.conflictsWith.length > 0,
	    );

	    optionsWithConflicting.forEach((option) => {
	      const conflictingAndDefined = definedNonDefaultOptions.find((defined) =>
	        option.conflictsWith.includes(defined.attributeName()),
	      );
	      if (conflictingAndDefined) {
	        this._conflictingOption(option, conflictingAndDefined);
	      }
	    });
	  }

	  /**
	   * Display an error message if conflicting options are used together.
	   * Called after checking for help flags in leaf subcommand.
	   *
	   * @private
	   */
	  _checkForConflictingOptions() {
	    // Walk up hierarchy so can call in subcommand after checking for displaying help.
	    this._getCommandAndAncestors().forEach((cmd) => {
	      cmd._checkForConflictingLocalOptions();
	    });
	  }

	  /**
	   * Parse options from `argv` removing known options,
	   * and return argv split into operands and unknown arguments.
	   *
	   * Side effects: modifies command by storing options. Does not reset state if called again.
	   *
	   * Examples:
	   *
	   *     argv => operands, unknown
	   *     --known kkk op => [op], []
	   *     op --known kkk => [op], []
	   *     sub --unknown uuu op => [sub], [--unknown uuu op]
	   *     sub -- --unknown uuu op => [sub --unknown uuu op], []
	   *
	   * @param {string[]} args
	   * @return {{operands: string[], unknown: string[]}}
	   */

	  parseOptions(args) {
	    const operands = []; // operands, not options or values
	    const unknown = []; // first unknown option and remaining unknown args
	    let dest = operands;

	    function maybeOption(arg) {
	      return arg.length > 1 && arg[0] === '-';
	    }

	    const negativeNumberArg = (arg) => {
	      // return false if not a negative number
	      if (!/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg)) return false;
	      // negative number is ok unless digit used as an option in command hierarchy
	      return !this._getCommandAndAncestors().some((cmd) =>
	        cmd.options
	          .map((opt) => opt.short)
	          .some((short) => /^-\d$/.test(short)),
	      );
	    };

	    // parse options
	    let activeVariadicOption = null;
	    let activeGroup = null; // working through group of short options, like -abc
	    let i = 0;
	    while (i < args.length || activeGroup) {
	      const arg = activeGroup ?? args[i++];
	      activeGroup = null;

	      // literal
	      if (arg === '--') {
	        if (dest === unknown) dest.push(arg);
	        dest.push(...args.slice(i));
	        break;
	      }

	      if (
	        activeVariadicOption &&
	        (!maybeOption(arg) || negativeNumberArg(arg))
	      ) {
	        this.emit(`option:${activeVariadicOption.name()}`, arg);
	        continue;
	      }
	      activeVariadicOption = null;

	      if (maybeOption(arg)) {
	        const option = this._findOption(arg);
	        // recognised option, call listener to assign value with possible custom processing
	        if (option) {
	          if (option.required) {
	            const value = args[i++];
	            if (value === undefined) this.optionMissingArgument(option);
	            this.emit(`option:${option.name()}`, value);
	          } else if (option.optional) {
	            let value = null;
	            // historical behaviour is optional value is following arg unless an option
	            if (
	              i < args.length &&
	              (!maybeOption(args[i]) || negativeNumberArg(args[i]))
	            ) {
	              value = args[i++];
	            }
	            this.emit(`option:${option.name()}`, value);
	          } else {
	            // boolean flag
	            this.emit(`option:${option.name()}`);
	          }
	          activeVariadicOption = option.variadic ? option : null;
	          continue;
	        }
	      }

	      // Look for combo options following single dash, eat first one if known.
	      if (arg.length > 2 && arg[0] === '-' && arg[1] !== '-') {
	        const option = this._findOption(`-${arg[1]}`);
	        if (option) {
	          if (
	            option.required ||
	            (option.optional && this._combineFlagAndOptionalValue)
	          ) {
	            // option with value following in same argument
	            this.emit(`option:${option.name()}`, arg.slice(2));
	          } else {
	            // boolean option
	            this.emit(`option:${option.name()}`);
	            // remove the processed option and keep processing group
	            activeGroup = `-${arg.slice(2)}`;
	          }
	          continue;
	        }
	      }

	      // Look for known long flag with value, like --foo=bar
	      if (/^--[^=]+=/.test(arg)) {
	        const index = arg.indexOf('=');
	        const option = this._findOption(arg.slice(0, index));
	        if (option && (option.required || option.optional)) {
	          this.emit(`option:${option.name()}`, arg.slice(index + 1));
	          continue;
	        }
	      }

	      // Not a recognised option by this command.
	      // Might be a command-argument, or subcommand option, or unknown option, or help command or option.

	      // An unknown option means further arguments also classified as unknown so can be reprocessed by subcommands.
	      // A negative number in a leaf command is not an unknown option.
	      if (
	        dest === operands &&
	        maybeOption(arg) &&
	        !(this.commands.length === 0 && negativeNumberArg(arg))
	      ) {
	        dest = unknown;
	      }

	      // If using positionalOptions, stop processing our options at subcommand.
	      if (
	        (this._enablePositionalOptions || this._passThroughOptions) &&
	        operands.length === 0 &&
	        unknown.length === 0
	      ) {
	        if (this._findCommand(arg)) {
	          operands.push(arg);
	          unknown.push(...args.slice(i));
	          break;
	        } else if (
	          this._getHelpCommand() &&
	          arg === this._getHelpCommand().name()
	        ) {
	          operands.push(arg, ...args.slice(i));
	          break;
	        } else if (this._defaultCommandName) {
	          unknown.push(arg, ...args.slice(i));
	          break;
	        }
	      }

	      // If using passThroughOptions, stop processing options at first command-argument.
	      if (this._passThroughOptions) {
	        dest.push(arg, ...args.slice(i));
	        break;
	      }

	      // add arg
	      dest.push(arg);
	    }

	    return { operands, unknown };
	  }

	  /**
	   * Return an object containing local option values as key-value pairs.
	   *
	   * @return {object}
	   */
	  opts() {
	    if (this._storeOptionsAsProperties) {
	      // Preserve original behaviour so backwards compatible when still using properties
	      const result = {};
	      const len = this.options.length;

	      for (let i = 0; i < len; i++) {
	        const key = this.options[i].attributeName();
	        result[key] =
	          key === this._versionOptionName ? this._version : this[key];
	      }
	      return result;
	    }

	    return this._optionValues;
	  }

	  /**
	   * Return an object containing merged local and global option values as key-value pairs.
	   *
	   * @return {object}
	   */
	  optsWithGlobals() {
	    // globals overwrite locals
	    return this._getCommandAndAncestors().reduce(
	      (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
	      {},
	    );
	  }

	  /**
	   * Display error message and exit (or call exitOverride).
	   *
	   * @param {string} message
	   * @param {object} [errorOptions]
	   * @param {string} [errorOptions.code] - an id string representing the error
	   * @param {number} [errorOptions.exitCode] - used with process.exit
	   */
	  error(message, errorOptions) {
	    // output handling
	    this._outputConfiguration.outputError(
	      `${message}\n`,
	      this._outputConfiguration.writeErr,
	    );
	    if (typeof this._showHelpAfterError === 'string') {
	      this._outputConfiguration.writeErr(`${this._showHelpAfterError}\n`);
	    } else if (this._showHelpAfterError) {
	      this._outputConfiguration.writeErr('\n');
	      this.outputHelp({ error: true });
	    }

	    // exit handling
	    const config = errorOptions || {};
	    const exitCode = config.exitCode || 1;
	    const code = config.code || 'commander.error';
	    this._exit(exitCode, code, message);
	  }

	  /**
	   * Apply any option related environment variables, if option does
	   * not have a value from cli or client code.
	   *
	   * @private
	   */
	  _parseOptionsEnv() {
	    this.options.forEach((option) => {
	      if (option.envVar && option.envVar in process.env) {
	        const optionKey = option.attributeName();
	        // Priority check. Do not overwrite cli or options from unknown source (client-code).
	        if (
	          this.getOptionValue(optionKey) === undefined ||
	          ['default', 'config', 'env'].includes(
	            this.getOptionValueSource(optionKey),
	          )
	        ) {
	          if (option.required || option.optional) {
	            // option can take a value
	            // keep very simple, optional always takes value
	            this.emit(`optionEnv:${option.name()}`, process.env[option.envVar]);
	          } else {
	            // boolean
	            // keep very simple, only care that envVar defined and not the value
	            this.emit(`optionEnv:${option.name()}`);
	          }
	        }
	      }
	    });
	  }

	  /**
	   * Apply any implied option values, if option is undefined or default value.
	   *
	   * @private
	   */
	  _parseOptionsImplied() {
	    const dualHelper = new DualOptions(this.options);
	    const hasCustomOptionValue = (optionKey) => {
	      return (
	        this.getOptionValue(optionKey) !== undefined &&
	        !['default', 'implied'].includes(this.getOptionValueSource(optionKey))
	      );
	    };
	    this.options
	      .filter(
	        (option) =>
	          option.implied !== undefined &&
	          hasCustomOptionValue(option.attributeName()) &&
	          dualHelper.valueFromOption(
	            this.getOptionValue(option.attributeName()),
	            option,
	          ),
	      )
	      .forEach((option) => {
	        Object.keys(option.implied)
	          .filter((impliedKey) => !hasCustomOptionValue(impliedKey))
	          .forEach((impliedKey) => {
	            this.setOptionValueWithSource(
	              impliedKey,
	              option.implied[impliedKey],
	              'implied',
	            );
	          });
	      });
	  }

	  /**
	   * Argument `name` is missing.
	   *
	   * @param {string} name
	   * @private
	   */

	  missingArgument(name) {
	    const message = `error: missing required argument '${name}'`;
	    this.error(message, { code: 'commander.missingArgument' });
	  }

	  /**
	   * `Option` is missing an argument.
	   *
	   * @param {Option} option
	   * @private
	   */

	  optionMissingArgument(option) {
	    const message = `error: option '${option.flags}' argument missing`;
	    this.error(message, { code: 'commander.optionMissingArgument' });
	  }

	  /**
	   * `Option` does not have a value, and is a mandatory option.
	   *
	   * @param {Option} option
	   * @private
	   */

	  missingMandatoryOptionValue(option) {
	    const message = `error: required option '${option.flags}' not specified`;
	    this.error(message, { code: 'commander.missingMandatoryOptionValue' });
	  }

	  /**
	   * `Option` conflicts with another option.
	   *
	   * @param {Option} option
	   * @param {Option} conflictingOption
	   * @private
	   */
	  _conflictingOption(option, conflictingOption) {
	    // The calling code does not know whether a negated option is the source of the
	    // value, so do some work to take an educated guess.
	    const findBestOptionFromValue = (option) => {
	      const optionKey = option.attributeName();
	      const optionValue = this.getOptionValue(optionKey);
	      const negativeOption = this.options.find(
	        (target) => target.negate && optionKey === target.attributeName(),
	      );
	      const positiveOption = this.options.find(
	        (target) => !target.negate && optionKey === target.attributeName(),
	      );
	      if (
	        negativeOption &&
	        ((negativeOption.presetArg === undefined && optionValue === false) ||
	          (negativeOption.presetArg !== undefined &&
	            optionValue === negativeOption.presetArg))
	      ) {
	        return negativeOption;
	      }
	      return positiveOption || option;
	    };

	    const getErrorMessage = (option) => {
	      const bestOption = findBestOptionFromValue(option);
	      const optionKey = bestOption.attributeName();
	      const source = this.getOptionValueSource(optionKey);
	      if (source === 'env') {
	        return `environment variable '${bestOption.envVar}'`;
	      }
	      return `option '${bestOption.flags}'`;
	    };

	    const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
	    this.error(message, { code: 'commander.conflictingOption' });
	  }

	  /**
	   * Unknown option `flag`.
	   *
	   * @param {string} flag
	   * @private
	   */

	  unknownOption(flag) {
	    if (this._allowUnknownOption) return;
	    let suggestion = '';

	    if (flag.startsWith('--') && this._showSuggestionAfterError) {
	      // Looping to pick up the global options too
	      let candidateFlags = [];
	      // eslint-disable-next-line @typescript-eslint/no-this-alias
	      let command = this;
	      do {
	        const moreFlags = command
	          .createHelp()
	          .visibleOptions(command)
	          .filter((option) => option.long)
	          .map((option) => option.long);
	        candidateFlags = candidateFlags.concat(moreFlags);
	        command = command.parent;
	      } while (command && !command._enablePositionalOptions);
	      suggestion = suggestSimilar(flag, candidateFlags);
	    }

	    const message = `error: unknown option '${flag}'${suggestion}`;
	    this.error(message, { code: 'commander.unknownOption' });
	  }

	  /**
	   * Excess arguments, more than expected.
	   *
	   * @param {string[]} receivedArgs
	   * @private
	   */

	  _excessArguments(receivedArgs) {
	    if (this._allowExcessArguments) return;

	    const expected = this.registeredArguments.length;
	    const s = expected === 1 ? '' : 's';
	    const forSubcommand = this.parent ? ` for '${this.name()}'` : '';
	    const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
	    this.error(message, { code: 'commander.excessArguments' });
	  }

	  /**
	   * Unknown command.
	   *
	   * @private
	   */

	  unknownCommand() {
	    const unknownName = this.args[0];
	    let suggestion = '';

	    if (this._showSuggestionAfterError) {
	      const candidateNames = [];
	      this.createHelp()
	        .visibleCommands(this)
	        .forEach((command) => {
	          candidateNames.push(command.name());
	          // just visible alias
	          if (command.alias()) candidateNames.push(command.alias());
	        });
	      suggestion = suggestSimilar(unknownName, candidateNames);
	    }

	    const message = `error: unknown command '${unknownName}'${suggestion}`;
	    this.error(message, { code: 'commander.unknownCommand' });
	  }

	  /**
	   * Get or set the program version.
	   *
	   * This method auto-registers the "-V, --version" option which will print the version number.
	   *
	   * You can optionally supply the flags and description to override the defaults.
	   *
	   * @param {string} [str]
	   * @param {string} [flags]
	   * @param {string} [description]
	   * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
	   */

	  version(str, flags, description) {
	    if (str === undefined) return this._version;
	    this._version = str;
	    flags = flags || '-V, --version';
	    description = description || 'output the version number';
	    const versionOption = this.createOption(flags, description);
	    this._versionOptionName = versionOption.attributeName();
	    this._registerOption(versionOption);

	    this.on('option:' + versionOption.name(), () => {
	      this._outputConfiguration.writeOut(`${str}\n`);
	      this._exit(0, 'commander.version', str);
	    });
	    return this;
	  }

	  /**
	   * Set the description.
	   *
	   * @param {string} [str]
	   * @param {object} [argsDescription]
	   * @return {(string|Command)}
	   */
	  description(str, argsDescription) {
	    if (str === undefined && argsDescription === undefined)
	      return this._description;
	    this._description = str;
	    if (argsDescription) {
	      this._argsDescription = argsDescription;
	    }
	    return this;
	  }

	  /**
	   * Set the summary. Used when listed as subcommand of parent.
	   *
	   * @param {string} [str]
	   * @return {(string|Command)}
	   */
	  summary(str) {
	    if (str === undefined) return this._summary;
	    this._summary = str;
	    return this;
	  }

	  /**
	   * Set an alias for the command.
	   *
	   * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
	   *
	   * @param {string} [alias]
	   * @return {(string|Command)}
	   */

	  alias(alias) {
	    if (alias === undefined) return this._aliases[0]; // just return first, for backwards compatibility

	    /** @type {Command} */
	    // eslint-disable-next-line @typescript-eslint/no-this-alias
	    let command = this;
	    if (
	      this.commands.length !== 0 &&
	      this.commands[this.commands.length - 1]._executableHandler
	    ) {
	      // assume adding alias for last added executable subcommand, rather than this
	      command = this.commands[this.commands.length - 1];
	    }

	    if (alias === command._name)
	      throw new Error("Command alias can't be the same as its name");
	    const matchingCommand = this.parent?._findCommand(alias);
	    if (matchingCommand) {
	      // c.f. _registerCommand
	      const existingCmd = [matchingCommand.name()]
	        .concat(matchingCommand.aliases())
	        .join('|');
	      throw new Error(
	        `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`,
	      );
	    }

	    command._aliases.push(alias);
	    return this;
	  }

	  /**
	   * Set aliases for the command.
	   *
	   * Only the first alias is shown in the auto-generated help.
	   *
	   * @param {string[]} [aliases]
	   * @return {(string[]|Command)}
	   */

	  aliases(aliases) {
	    // Getter for the array of aliases is the main reason for having aliases() in addition to alias().
	    if (aliases === undefined) return this._aliases;

	    aliases.forEach((alias) => this.alias(alias));
	    return this;
	  }

	  /**
	   * Set / get the command usage `str`.
	   *
	   * @param {string} [str]
	   * @return {(string|Command)}
	   */

	  usage(str) {
	    if (str === undefined) {
	      if (this._usage) return this._usage;

	      const args = this.registeredArguments.map((arg) => {
	        return humanReadableArgName(arg);
	      });
	      return []
	        .concat(
	          this.options.length || this._helpOption !== null ? '[options]' : [],
	          this.commands.length ? '[command]' : [],
	          this.registeredArguments.length ? args : [],
	        )
	        .join(' ');
	    }

	    this._usage = str;
	    return this;
	  }

	  /**
	   * Get or set the name of the command.
	   *
	   * @param {string} [str]
	   * @return {(string|Command)}
	   */

	  name(str) {
	    if (str === undefined) return this._name;
	    this._name = str;
	    return this;
	  }

	  /**
	   * Set/get the help group heading for this subcommand in parent command's help.
	   *
	   * @param {string} [heading]
	   * @return {Command | string}
	   */

	  helpGroup(heading) {
	    if (heading === undefined) return this._helpGroupHeading ?? '';
	    this._helpGroupHeading = heading;
	    return this;
	  }

	  /**
	   * Set/get the default help group heading for subcommands added to this command.
	   * (This does not override a group set directly on the subcommand using .helpGroup().)
	   *
	   * @example
	   * program.commandsGroup('Development Commands:);
	   * program.command('watch')...
	   * program.command('lint')...
	   * ...
	   *
	   * @param {string} [heading]
	   * @returns {Command | string}
	   */
	  commandsGroup(heading) {
	    if (heading === undefined) return this._defaultCommandGroup ?? '';
	    this._defaultCommandGroup = heading;
	    return this;
	  }

	  /**
	   * Set/get the default help group heading for options added to this command.
	   * (This does not override a group set directly on the option using .helpGroup().)
	   *
	   * @example
	   * program
	   *   .optionsGroup('Development Options:')
	   *   .option('-d, --debug', 'output extra debugging')
	   *   .option('-p, --profile', 'output profiling information')
	   *
	   * @param {string} [heading]
	   * @returns {Command | string}
	   */
	  optionsGroup(heading) {
	    if (heading === undefined) return this._defaultOptionGroup ?? '';
	    this._defaultOptionGroup = heading;
	    return this;
	  }

	  /**
	   * @param {Option} option
	   * @private
	   */
	  _initOptionGroup(option) {
	    if (this._defaultOptionGroup && !option.helpGroupHeading)
	      option.helpGroup(this._defaultOptionGroup);
	  }

	  /**
	   * @param {Command} cmd
	   * @private
	   */
	  _initCommandGroup(cmd) {
	    if (this._defaultCommandGroup && !cmd.helpGroup())
	      cmd.helpGroup(this._defaultCommandGroup);
	  }

	  /**
	   * Set the name of the command from script filename, such as process.argv[1],
	   * or require.main.filename, or __filename.
	   *
	   * (Used internally and public although not documented in README.)
	   *
	   * @example
	   * program.nameFromFilename(require.main.filename);
	   *
	   * @param {string} filename
	   * @return {Command}
	   */

	  nameFromFilename(filename) {
	    this._name = path$1.basename(filename, path$1.extname(filename));

	    return this;
	  }

	  /**
	   * Get or set the directory for searching for executable subcommands of this command.
	   *
	   * @example
	   * program.executableDir(__dirname);
	   * // or
	   * program.executableDir('subcommands');
	   *
	   * @param {string} [path]
	   * @return {(string|null|Command)}
	   */

	  executableDir(path) {
	    if (path === undefined) return this._executableDir;
	    this._executableDir = path;
	    return this;
	  }

	  /**
	   * Return program help documentation.
	   *
	   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
	   * @return {string}
	   */

	  helpInformation(contextOptions) {
	    const helper = this.createHelp();
	    const context = this._getOutputContext(contextOptions);
	    helper.prepareContext({
	      error: context.error,
	      helpWidth: context.helpWidth,
	      outputHasColors: context.hasColors,
	    });
	    const text = helper.formatHelp(this, helper);
	    if (context.hasColors) return text;
	    return this._outputConfiguration.stripColor(text);
	  }

	  /**
	   * @typedef HelpContext
	   * @type {object}
	   * @property {boolean} error
	   * @property {number} helpWidth
	   * @property {boolean} hasColors
	   * @property {function} write - includes stripColor if needed
	   *
	   * @returns {HelpContext}
	   * @private
	   */

	  _getOutputContext(contextOptions) {
	    contextOptions = contextOptions || {};
	    const error = !!contextOptions.error;
	    let baseWrite;
	    let hasColors;
	    let helpWidth;
	    if (error) {
	      baseWrite = (str) => this._outputConfiguration.writeErr(str);
	      hasColors = this._outputConfiguration.getErrHasColors();
	      helpWidth = this._outputConfiguration.getErrHelpWidth();
	    } else {
	      baseWrite = (str) => this._outputConfiguration.writeOut(str);
	      hasColors = this._outputConfiguration.getOutHasColors();
	      helpWidth = this._outputConfiguration.getOutHelpWidth();
	    }
	    const write = (str) => {
	      if (!hasColors) str = this._outputConfiguration.stripColor(str);
	      return baseWrite(str);
	    };
	    return { error, write, hasColors, helpWidth };
	  }

	  /**
	   * Output help information for this command.
	   *
	   * Outputs built-in help, and custom text added using `.addHelpText()`.
	   *
	   * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
	   */

	  outputHelp(contextOptions) {
	    let deprecatedCallback;
	    if (typeof contextOptions === 'function') {
	      deprecatedCallback = contextOptions;
	      contextOptions = undefined;
	    }

	    const outputContext = this._getOutputContext(contextOptions);
	    /** @type {HelpTextEventContext} */
	    const eventContext = {
	      error: outputContext.error,
	      write: outputContext.write,
	      command: this,
	    };

	    this._getCommandAndAncestors()
	      .reverse()
	      .forEach((command) => command.emit('beforeAllHelp', eventContext));
	    this.emit('beforeHelp', eventContext);

	    let helpInformation = this.helpInformation({ error: outputContext.error });
	    if (deprecatedCallback) {
	      helpInformation = deprecatedCallback(helpInformation);
	      if (
	        typeof helpInformation !== 'string' &&
	        !Buffer.isBuffer(helpInformation)
	      ) {
	        throw new Error('outputHelp callback must return a string or a Buffer');
	      }
	    }
	    outputContext.write(helpInformation);

	    if (this._getHelpOption()?.long) {
	      this.emit(this._getHelpOption().long); // deprecated
	    }
	    this.emit('afterHelp', eventContext);
	    this._getCommandAndAncestors().forEach((command) =>
	      command.emit('afterAllHelp', eventContext),
	    );
	  }

	  /**
	   * You can pass in flags and a description to customise the built-in help option.
	   * Pass in false to disable the built-in help option.
	   *
	   * @example
	   * program.helpOption('-?, --help' 'show help'); // customise
	   * program.helpOption(false); // disable
	   *
	   * @param {(string | boolean)} flags
	   * @param {string} [description]
	   * @return {Command} `this` command for chaining
	   */

	  helpOption(flags, description) {
	    // Support enabling/disabling built-in help option.
	    if (typeof flags === 'boolean') {
	      if (flags) {
	        if (this._helpOption === null) this._helpOption = undefined; // reenable
	        if (this._defaultOptionGroup) {
	          // make the option to store the group
	          this._initOptionGroup(this._getHelpOption());
	        }
	      } else {
	        this._helpOption = null; // disable
	      }
	      return this;
	    }

	    // Customise flags and description.
	    this._helpOption = this.createOption(
	      flags ?? '-h, --help',
	      description ?? 'display help for command',
	    );
	    // init group unless lazy create
	    if (flags || description) this._initOptionGroup(this._helpOption);

	    return this;
	  }

	  /**
	   * Lazy create help option.
	   * Returns null if has been disabled with .helpOption(false).
	   *
	   * @returns {(Option | null)} the help option
	   * @package
	   */
	  _getHelpOption() {
	    // Lazy create help option on demand.
	    if (this._helpOption === undefined) {
	      this.helpOption(undefined, undefined);
	    }
	    return this._helpOption;
	  }

	  /**
	   * Supply your own option to use for the built-in help option.
	   * This is an alternative to using helpOption() to customise the flags and description etc.
	   *
	   * @param {Option} option
	   * @return {Command} `this` command for chaining
	   */
	  addHelpOption(option) {
	    this._helpOption = option;
	    this._initOptionGroup(option);
	    return this;
	  }

	  /**
	   * Output help information and exit.
	   *
	   * Outputs built-in help, and custom text added using `.addHelpText()`.
	   *
	   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
	   */

	  help(contextOptions) {
	    this.outputHelp(contextOptions);
	    let exitCode = Number(process.exitCode ?? 0); // process.exitCode does allow a string or an integer, but we prefer just a number
	    if (
	      exitCode === 0 &&
	      contextOptions &&
	      typeof contextOptions !== 'function' &&
	      contextOptions.error
	    ) {
	      exitCode = 1;
	    }
	    // message: do not have all displayed text available so only passing placeholder.
	    this._exit(exitCode, 'commander.help', '(outputHelp)');
	  }

	  /**
	   * // Do a little typing to coordinate emit and listener for the help text events.
	   * @typedef HelpTextEventContext
	   * @type {object}
	   * @property {boolean} error
	   * @property {Command} command
	   * @property {function} write
	   */

	  /**
	   * Add additional text to be displayed with the built-in help.
	   *
	   * Position is 'before' or 'after' to affect just this command,
	   * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
	   *
	   * @param {string} position - before or after built-in help
	   * @param {(string | Function)} text - string to add, or a function returning a string
	   * @return {Command} `this` command for chaining
	   */

	  addHelpText(position, text) {
	    const allowedValues = ['beforeAll', 'before', 'after', 'afterAll'];
	    if (!allowedValues.includes(position)) {
	      throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
	    }

	    const helpEvent = `${position}Help`;
	    this.on(helpEvent, (/** @type {HelpTextEventContext} */ context) => {
	      let helpStr;
	      if (typeof text === 'function') {
	        helpStr = text({ error: context.error, command: context.command });
	      } else {
	        helpStr = text;
	      }
	      // Ignore falsy value when nothing to output.
	      if (helpStr) {
	        context.write(`${helpStr}\n`);
	      }
	    });
	    return this;
	  }

	  /**
	   * Output help information if help flags specified
	   *
	   * @param {Array} args - array of options to search for help flags
	   * @private
	   */

	  _outputHelpIfRequested(args) {
	    const helpOption = this._getHelpOption();
	    const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
	    if (helpRequested) {
	      this.outputHelp();
	      // (Do not have all displayed text available so only passing placeholder.)
	      this._exit(0, 'commander.helpDisplayed', '(outputHelp)');
	    }
	  }
	}

	/**
	 * Scan arguments and increment port number for inspect calls (to avoid conflicts when spawning new command).
	 *
	 * @param {string[]} args - array of arguments from node.execArgv
	 * @returns {string[]}
	 * @private
	 */

	function incrementNodeInspectorPort(args) {
	  // Testing for these options:
	  //  --inspect[=[host:]port]
	  //  --inspect-brk[=[host:]port]
	  //  --inspect-port=[host:]port
	  return args.map((arg) => {
	    if (!arg.startsWith('--inspect')) {
	      return arg;
	    }
	    let debugOption;
	    let debugHost = '127.0.0.1';
	    let debugPort = '9229';
	    let match;
	    if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
	      // e.g. --inspect
	      debugOption = match[1];
	    } else if (
	      (match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null
	    ) {
	      debugOption = match[1];
	      if (/^\d+$/.test(match[3])) {
	        // e.g. --inspect=1234
	        debugPort = match[3];
	      } else {
	        // e.g. --inspect=localhost
	        debugHost = match[3];
	      }
	    } else if (
	      (match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null
	    ) {
	      // e.g. --inspect=localhost:1234
	      debugOption = match[1];
	      debugHost = match[3];
	      debugPort = match[4];
	    }

	    if (debugOption && debugPort !== '0') {
	      return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
	    }
	    return arg;
	  });
	}

	/**
	 * @returns {boolean | undefined}
	 * @package
	 */
	function useColor() {
	  // Test for common conventions.
	  // NB: the observed behaviour is in combination with how author adds color! For example:
	  //   - we do not test NODE_DISABLE_COLORS, but util:styletext does
	  //   - we do test NO_COLOR, but Chalk does not
	  //
	  // References:
	  // https://no-color.org
	  // https://bixense.com/clicolors/
	  // https://github.com/nodejs/node/blob/0a00217a5f67ef4a22384cfc80eb6dd9a917fdc1/lib/internal/tty.js#L109
	  // https://github.com/chalk/supports-color/blob/c214314a14bcb174b12b3014b2b0a8de375029ae/index.js#L33
	  // (https://force-color.org recent web page from 2023, does not match major javascript implementations)

	  if (
	    process.env.NO_COLOR ||
	    process.env.FORCE_COLOR === '0' ||
	    process.env.FORCE_COLOR === 'false'
	  )
	    return false;
	  if (process.env.FORCE_COLOR || process.env.CLICOLOR_FORCE !== undefined)
	    return true;
	  return undefined;
	}

	command.Command = Command;
	command.useColor = useColor; // exporting for tests
	return command;
}

var hasRequiredCommander;

function requireCommander () {
	if (hasRequiredCommander) return commander$1;
	hasRequiredCommander = 1;
	const { Argument } = requireArgument();
	const { Command } = requireCommand();
	const { CommanderError, InvalidArgumentError } = requireError();
	const { Help } = requireHelp();
	const { Option } = requireOption();

	commander$1.program = new Command();

	commander$1.createCommand = (name) => new Command(name);
	commander$1.createOption = (flags, description) => new Option(flags, description);
	commander$1.createArgument = (name, description) => new Argument(name, description);

	/**
	 * Expose classes
	 */

	commander$1.Command = Command;
	commander$1.Option = Option;
	commander$1.Argument = Argument;
	commander$1.Help = Help;

	commander$1.CommanderError = CommanderError;
	commander$1.InvalidArgumentError = InvalidArgumentError;
	commander$1.InvalidOptionArgumentError = InvalidArgumentError; // Deprecated
	return commander$1;
}

var commanderExports = requireCommander();
var commander = /*@__PURE__*/getDefaultExportFromCjs(commanderExports);

// wrapper to provide named exports for ESM.
const {
  program,
  createCommand,
  createArgument,
  createOption,
  CommanderError,
  InvalidArgumentError,
  InvalidOptionArgumentError, // deprecated old name
  Command,
  Argument,
  Option,
  Help,
} = commander;

/** The tool's name and version, stamped into every file we write. Kept equal to package.json by a test. */
const TOOL_NAME = 'agentverity-action';
const VERSION = '0.1.0';

/** The closed vocabulary of reasons an agent call produced no decision. */
const NO_DECISION_REASONS = [
    'no_tool_selected',
    'refused',
    'open_ended',
    'extraction_failed',
    'malformed_response',
    'runtime_error',
];
/** Reasons that describe the agent's behaviour and may be declared in a contract. */
const DECLARABLE_REASONS = ['no_tool_selected', 'refused'];
/** Reasons that mean the harness failed: the evidence is incomplete. */
const INCOMPLETE_REASONS = [
    'extraction_failed',
    'malformed_response',
    'runtime_error',
];
const LAYERS = ['verdict', 'text', 'tools'];
const ISOLATIONS = ['fresh-session', 'fresh-instance', 'shared-session', 'unknown'];

function decision(label) {
    if (typeof label !== 'string' || label.length === 0) {
        throw new Refusal('decision.empty-label', 'a decision label must be a non-empty string');
    }
    return { kind: 'decision', label };
}
function noDecision(reason) {
    if (!isNoDecisionReason(reason)) {
        throw new Refusal('decision.unknown-reason', `unknown no-decision reason ${JSON.stringify(reason)}; expected one of ${NO_DECISION_REASONS.join(', ')}`);
    }
    return { kind: 'no_decision', reason };
}
function isNoDecisionReason(value) {
    return typeof value === 'string' && NO_DECISION_REASONS.includes(value);
}
function isIncompleteReason(reason) {
    return INCOMPLETE_REASONS.includes(reason);
}
function isLayer(value) {
    return typeof value === 'string' && LAYERS.includes(value);
}
function observation(parts) {
    const obs = {
        text: parts.text ?? '',
        verdict: parts.verdict ?? null,
        tools: parts.tools ?? [],
        ...(parts.raw === undefined ? {} : { raw: parts.raw }),
    };
    return obs;
}
/**
 * The typed reading of a run: a typed verdict as is, a non-empty string verdict as
 * a Decision, anything else as open-ended. (The meter still compares the text of a
 * text-only run on the verdict layer; see `comparisonKey`.)
 */
function outcomeOf(obs) {
    const v = obs.verdict;
    if (v !== null && typeof v === 'object')
        return v;
    if (typeof v === 'string' && v.length > 0)
        return { kind: 'decision', label: v };
    return { kind: 'no_decision', reason: 'open_ended' };
}
const EMPTY_KEY = 'e:';
function keyOfLabel(label) {
    return label.length === 0 ? EMPTY_KEY : `d:${label}`;
}
function keyOfReason(reason) {
    return `n:${reason}`;
}
function keyOfOutcome(outcome) {
    return outcome.kind === 'decision' ? keyOfLabel(outcome.label) : keyOfReason(outcome.reason);
}
function keyOfTools(tools) {
    return `t:${JSON.stringify(tools)}`;
}
/** The comparison key of one observation on one layer. */
function comparisonKey(obs, layer) {
    switch (layer) {
        case 'verdict': {
            const v = obs.verdict;
            if (v !== null && typeof v === 'object')
                return keyOfOutcome(v);
            if (typeof v === 'string' && v.length > 0)
                return keyOfLabel(v);
            return keyOfLabel(obs.text);
        }
        case 'text':
            return keyOfLabel(obs.text);
        case 'tools':
            return keyOfTools(obs.tools);
        default:
            throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
}
function keyValue(key) {
    const body = key.slice(2);
    switch (key.slice(0, 2)) {
        case 'd:':
            return { kind: 'decision', label: body };
        case 'n:':
            return { kind: 'no_decision', reason: body };
        case 't:':
            return JSON.parse(body);
        default:
            return '';
    }
}
/**
 * A plain, human label for a key: a decision's label, `no decision: REASON`, a
 * tool path joined with ` > ` (`(no tools)` when empty), `(empty)` for "".
 */
function keyLabel(key) {
    const body = key.slice(2);
    switch (key.slice(0, 2)) {
        case 'd:':
            return body;
        case 'n:':
            return `no decision: ${body}`;
        case 't:': {
            const tools = JSON.parse(body);
            return tools.length === 0 ? '(no tools)' : tools.join(' > ');
        }
        default:
            return '(empty)';
    }
}
function isNoDecisionKey(key) {
    return key.startsWith('n:');
}
function reasonOfKey(key) {
    return key.startsWith('n:') ? key.slice(2) : null;
}
/**
 * The scorability gate (verdict layer only): a series holding a NoDecision whose
 * reason means the harness failed, or an open-ended answer, cannot be scored for
 * categorical stability. Other layers are never gated.
 */
function assertScorable(keys, layer, where) {
    if (layer !== 'verdict')
        return;
    for (const key of keys) {
        const reason = reasonOfKey(key);
        if (reason === null)
            continue;
        if (isIncompleteReason(reason)) {
            throw new Refusal('outcome.incomplete', `an observation is a no-decision with reason '${reason}': the harness failed to produce a decision, so this series cannot be scored`, where);
        }
        if (reason === 'open_ended') {
            throw new Refusal('outcome.open-ended', 'an observation is an open-ended answer (no decision): categorical stability is undefined for it; extract a decision or compare on the text layer', where);
        }
    }
}

/** The normal quantile used everywhere in the tool: a 95% two-sided interval. */
const Z95 = 1.96;
function validateZ(z, where = 'z') {
    if (typeof z !== 'number' || !Number.isFinite(z) || z <= 0) {
        throw new Refusal('stats.z', `expected a finite number above 0, got ${String(z)}`, where);
    }
    return z;
}
/**
 * Wilson score interval for `successes` out of `trials`, evaluated in the same
 * operation order as the reference so that results agree to the last bit.
 * No trials gives (0, 0). The clamps only cut values below 0 or above 1; a tiny
 * positive residue (e.g. 2.8e-17) is kept.
 */
function wilson(successes, trials, z = Z95) {
    if (!Number.isSafeInteger(trials) || trials < 0) {
        throw new Refusal('stats.trials', `expected a whole number of trials >= 0, got ${trials}`, 'trials');
    }
    if (!Number.isSafeInteger(successes) || successes < 0 || successes > trials) {
        throw new Refusal('stats.successes', `expected a whole number of successes between 0 and ${trials}, got ${successes}`, 'successes');
    }
    validateZ(z);
    if (trials === 0)
        return { low: 0, high: 0 };
    const p = successes / trials;
    const zz = z * z;
    const denom = 1 + zz / trials;
    const centre = (p + zz / (2 * trials)) / denom;
    const margin = (z * Math.sqrt((p * (1 - p) + zz / (4 * trials)) / trials)) / denom;
    const low = centre - margin;
    const high = centre + margin;
    return { low: low > 0 ? low : 0, high: high < 1 ? high : 1 };
}
/**
 * The three-way call read from an interval against epsilon. Both comparisons are
 * strict: a lower bound equal to epsilon is not stochastic, an upper bound equal
 * to epsilon is not deterministic.
 */
function classify(low, high, epsilon) {
    if (low > epsilon)
        return 'stochastic';
    if (high < epsilon)
        return 'deterministic';
    return 'undecided';
}

/** Named tolerances: the flip rate a run tests against, by how much the user cares. */
const PRECISIONS = Object.freeze({ cheap: 0.1, balanced: 0.05, strict: 0.01 });
/** The preset used when neither a precision nor an epsilon is given. */
const DEFAULT_PRECISION = 'balanced';
function describe$1(value) {
    if (typeof value === 'number')
        return String(value);
    if (value === undefined)
        return 'nothing';
    try {
        return JSON.stringify(value) ?? String(value);
    }
    catch {
        return String(value);
    }
}
/**
 * Check that a tolerance is a finite number strictly between 0 and 1 and return it.
 * `where` names the setting or JSON path in the refusal.
 */
function validateEpsilon(value, where = 'epsilon') {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value >= 1) {
        throw new Refusal('stats.epsilon', `expected a number strictly between 0 and 1 (a flip rate such as 0.05), got ${describe$1(value)}`, where);
    }
    return value;
}
/** True when `name` is one of the precision presets. */
function isPrecision(name) {
    return Object.hasOwn(PRECISIONS, name);
}
/**
 * The tolerance a run tests against. An explicit epsilon wins (and must lie in
 * (0, 1)); otherwise the named preset, `balanced` when none is named.
 */
function resolveEpsilon(precision, epsilon) {
    if (epsilon !== undefined && epsilon !== null)
        return validateEpsilon(epsilon);
    const name = precision ?? DEFAULT_PRECISION;
    if (!isPrecision(name)) {
        const known = Object.keys(PRECISIONS).sort().join(', ');
        throw new Refusal('stats.precision', `${JSON.stringify(name)} is not a precision preset; use one of ${known}, or give an explicit epsilon`, 'precision');
    }
    return PRECISIONS[name];
}

/**
 * Round a double to the nearest integer, halves to the even neighbour, as Python's
 * `round(x)` does. `Math.round` sends halves up, which changes some pair counts.
 */
function roundHalfEven(x) {
    if (!Number.isFinite(x))
        return x;
    const floor = Math.floor(x);
    const rest = x - floor; // exact for doubles
    if (rest < 0.5)
        return floor;
    if (rest > 0.5)
        return floor + 1;
    return floor % 2 === 0 ? floor : floor + 1;
}
/** Ceiling of a / b for positive integers, without going through floating division. */
function ceilDiv(a, b) {
    const q = Math.floor(a / b);
    return q * b < a ? q + 1 : q;
}

/** The largest pair count `pairsForDeterministicCall` will consider. */
const MAX_PLANNED_PAIRS = 10_000_000;
function validateRate(value, where) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
        throw new Refusal('stats.flip-rate', `expected a rate between 0 and 1, got ${String(value)}`, where);
    }
    return value;
}
function validateCount(value, where, min) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
        throw new Refusal('stats.count', `expected a whole number >= ${min}, got ${String(value)}`, where);
    }
    return value;
}
/**
 * Pairs needed for a deterministic call at `epsilon` if the observed flip rate
 * persists: the Wilson upper bound at n pairs with round-half-even(rate·n) flips
 * must fall below epsilon. This is the reference's search (double from 1, then
 * bisect) and not "the smallest such n": with a non-zero rate the rounded flip
 * count makes the bound non-monotone and the answer depends on the probed counts.
 * Null when no count can certify: the rate is at or above epsilon, or the search
 * passes MAX_PLANNED_PAIRS.
 */
function pairsForDeterministicCall(epsilon, options = {}) {
    validateEpsilon(epsilon);
    const z = options.z === undefined ? Z95 : validateZ(options.z);
    const rate = options.flipRate === undefined ? 0 : validateRate(options.flipRate, 'flipRate');
    if (rate >= epsilon)
        return null;
    const upper = (pairs) => wilson(roundHalfEven(rate * pairs), pairs, z).high;
    let high = 1;
    while (upper(high) >= epsilon) {
        high *= 2;
        if (high > MAX_PLANNED_PAIRS)
            return null;
    }
    let low = Math.floor(high / 2);
    while (low + 1 < high) {
        const mid = Math.floor((low + high) / 2);
        if (upper(mid) < epsilon)
            high = mid;
        else
            low = mid;
    }
    return high;
}
/**
 * Repeats per input (k, always even and >= 2) so that a run over `inputs` probes
 * can certify `epsilon` in the best case (no flips), capped by a call budget when
 * one is given. A budget below two calls per input is refused.
 */
function planRepeats(inputs, epsilon, budget = null) {
    validateCount(inputs, 'inputs', 1);
    const needed = pairsForDeterministicCall(epsilon);
    const wanted = needed === null ? 2 : 2 * ceilDiv(needed, inputs);
    if (budget === null)
        return Math.max(2, wanted);
    validateCount(budget, 'budget', 0);
    if (budget < 2 * inputs) {
        throw new Refusal('stats.budget-too-small', `a budget of ${budget} calls cannot give ${inputs} inputs two repeats each; ` +
            `it must be at least ${2 * inputs} calls (or leave the budget unset)`, 'budget');
    }
    const affordable = Math.floor(Math.floor(budget / inputs) / 2) * 2;
    return Math.max(2, Math.min(wanted, affordable));
}
/**
 * Before any call: can a baseline run with `k` repeats per input certify epsilon
 * at all? It cannot when inputs × floor(k/2) is below the zero-flip requirement.
 */
function snapshotPrecheck(inputs, k, epsilon) {
    validateCount(inputs, 'inputs', 1);
    validateCount(k, 'k', 2);
    const bestCase = pairsForDeterministicCall(epsilon);
    const available = inputs * Math.floor(k / 2);
    const refused = bestCase === null || available < bestCase;
    const suggestedK = refused && bestCase !== null ? 2 * ceilDiv(bestCase, inputs) : null;
    return { refused, bestCase, available, suggestedK };
}
/**
 * The smallest n >= start for which `certifies(n)` holds, assuming it is monotone
 * (false, then true from some n on); null when it is false up to MAX_SAFE_INTEGER.
 */
function smallestCertifying(start, certifies) {
    if (certifies(start))
        return start;
    const cap = Number.MAX_SAFE_INTEGER;
    // Exponential search: `failing` does not certify, `passing` does.
    let failing = start;
    let step = 1;
    let next = Math.min(start + step, cap);
    while (!certifies(next)) {
        if (next === cap)
            return null;
        failing = next;
        step *= 2;
        next = start + step >= cap ? cap : start + step;
    }
    let passing = next;
    while (failing + 1 < passing) {
        const mid = failing + Math.floor((passing - failing) / 2);
        if (certifies(mid))
            passing = mid;
        else
            failing = mid;
    }
    return passing;
}
/**
 * Best case for admission given what was observed: how many pairs in total, all
 * further ones agreeing, would let the evidence certify epsilon. The upper bound
 * falls as N grows with the flips fixed, so an exponential search then bisection
 * finds the smallest N in about 2·log2(N) interval evaluations.
 */
function bestCaseAdmission(input) {
    const pairs = validateCount(input.pairs, 'pairs', 0);
    const flips = validateCount(input.flips, 'flips', 0);
    if (flips > pairs) {
        throw new Refusal('stats.count', `${flips} flips cannot come from ${pairs} pairs`, 'flips');
    }
    const epsilon = validateEpsilon(input.epsilon);
    const z = input.z === undefined ? Z95 : validateZ(input.z);
    const maxPairs = input.maxPairs;
    if (maxPairs !== Number.POSITIVE_INFINITY)
        validateCount(maxPairs, 'maxPairs', 0);
    const certifies = (n) => wilson(flips, n, z).high < epsilon;
    const total = smallestCertifying(Math.max(pairs, 1), certifies);
    if (total === null)
        return { totalPairs: null, additionalPairs: null, reachable: false };
    return { totalPairs: total, additionalPairs: total - pairs, reachable: total <= maxPairs };
}

function binomialWeights(n, p) {
    if (!Number.isSafeInteger(n) || n < 0) {
        throw new Refusal('stats.trials', `expected a whole number of trials >= 0, got ${n}`, 'trials');
    }
    if (!(p > 0 && p < 1)) {
        throw new Refusal('stats.probability', `expected a probability strictly between 0 and 1, got ${p}`, 'p');
    }
    const q = 1 - p;
    const mode = Math.min(n, Math.floor((n + 1) * p));
    const below = [];
    let w = 1;
    for (let i = mode; i > 0; i--) {
        w = (w * i * q) / ((n - i + 1) * p);
        if (w === 0)
            break;
        below.push(w);
    }
    const above = [];
    w = 1;
    for (let i = mode; i < n; i++) {
        w = (w * (n - i) * p) / ((i + 1) * q);
        if (w === 0)
            break;
        above.push(w);
    }
    const weights = new Float64Array(below.length + 1 + above.length);
    let k = 0;
    for (let j = below.length - 1; j >= 0; j--)
        weights[k++] = below[j];
    weights[k++] = 1;
    for (const value of above)
        weights[k++] = value;
    // Sum each side from its small end, then add the mode.
    let low = 0;
    for (let j = below.length - 1; j >= 0; j--)
        low += below[j];
    let high = 0;
    for (let j = above.length - 1; j >= 0; j--)
        high += above[j];
    return { n, p, first: mode - below.length, weights, total: low + high + 1 };
}
function weightAt(b, i) {
    const j = i - b.first;
    return j >= 0 && j < b.weights.length ? b.weights[j] : 0;
}
/** P[X <= f] for X ~ Bin(n, p). */
function binomialAtMost(n, f, p) {
    if (f < 0)
        return 0;
    if (f >= n)
        return 1;
    const b = binomialWeights(n, p);
    let sum = 0;
    for (let i = b.first; i <= f; i++)
        sum += weightAt(b, i);
    return Math.min(1, sum / b.total);
}
/** P[X >= f] for X ~ Bin(n, p). */
function binomialAtLeast(n, f, p) {
    if (f <= 0)
        return 1;
    if (f > n)
        return 0;
    const b = binomialWeights(n, p);
    const last = b.first + b.weights.length - 1;
    let sum = 0;
    for (let i = last; i >= f; i--)
        sum += weightAt(b, i);
    return Math.min(1, sum / b.total);
}
/** The smallest f in 0..n with P[X >= f] <= level, or n + 1 when there is none. */
function smallestUpperTailAtMost(n, p, level) {
    const b = binomialWeights(n, p);
    const last = b.first + b.weights.length - 1;
    // Above `last` the tail is 0 (underflowed), so f = last + 1 always qualifies.
    let answer = Math.min(n + 1, last + 1);
    let sum = 0;
    for (let f = last; f >= 0; f--) {
        sum += weightAt(b, f);
        if (sum / b.total > level)
            break;
        answer = f;
    }
    return answer;
}
/** The largest f in 0..n with P[X <= f] <= level, or −1 when there is none. */
function largestLowerTailAtMost(n, p, level) {
    const b = binomialWeights(n, p);
    // Below `first` the tail is 0 (underflowed), so f = first − 1 always qualifies.
    let answer = b.first - 1;
    let sum = 0;
    for (let f = b.first; f <= n; f++) {
        sum += weightAt(b, f);
        if (sum / b.total > level)
            break;
        answer = f;
    }
    return answer;
}

/** The largest sequential budget (in pairs) a plan may have. */
const MAX_SEQUENTIAL_PAIRS = 10_000_000;
function wholeNumber(value, where, min) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
        throw new Refusal('stats.sequential', `expected a whole number >= ${min}, got ${String(value)}`, where);
    }
    return value;
}
/**
 * Declare a sequential plan: early looks can only call stochastic (they share half
 * of alpha equally); certification is tested once, at the last checkpoint, with
 * the other half. With inputs = 1 this is exactly the reference's plan.
 */
function planSequential(input) {
    const epsilon = validateEpsilon(input.epsilon);
    const alpha = input.alpha ?? 0.05;
    if (typeof alpha !== 'number' || !Number.isFinite(alpha) || alpha <= 0 || alpha >= 1) {
        throw new Refusal('stats.sequential', `expected a number strictly between 0 and 1, got ${String(alpha)}`, 'alpha');
    }
    const looks = wholeNumber(input.looks ?? 4, 'looks', 1);
    const inputs = wholeNumber(input.inputs ?? 1, 'inputs', 1);
    const certification = alpha / 2;
    let base;
    if (input.budget === undefined || input.budget === null) {
        base = Math.ceil(Math.log(certification) / Math.log(1 - epsilon));
    }
    else {
        base = wholeNumber(input.budget, 'budget', 1);
    }
    if (base > MAX_SEQUENTIAL_PAIRS) {
        throw new Refusal('stats.sequential', `the plan would need a budget of ${base} pairs; the most a plan may have is ${MAX_SEQUENTIAL_PAIRS}` +
            ' (use a larger epsilon or a smaller budget)', 'budget');
    }
    if (base < looks) {
        throw new Refusal('stats.sequential', `a budget of ${base} pairs cannot hold ${looks} looks; raise the budget or use fewer looks`, 'budget');
    }
    const early = new Set();
    for (let i = 1; i < looks; i++)
        early.add(Math.max(1, roundHalfEven((base * i) / looks)));
    const reference = [...early].filter((point) => point < base).sort((a, b) => a - b);
    reference.push(base);
    const checkpoints = [...new Set(reference.map((point) => ceilDiv(point, inputs) * inputs))];
    const budget = checkpoints[checkpoints.length - 1];
    if (budget > MAX_SEQUENTIAL_PAIRS) {
        throw new Refusal('stats.sequential', `a budget of ${budget} pairs is more than the ${MAX_SEQUENTIAL_PAIRS} a plan may have`, 'budget');
    }
    const perLook = certification / checkpoints.length;
    const stochasticAtLeast = new Map();
    for (const point of checkpoints) {
        stochasticAtLeast.set(point, smallestUpperTailAtMost(point, epsilon, perLook));
    }
    const certifyAtMost = largestLowerTailAtMost(budget, epsilon, certification);
    return {
        epsilon,
        alpha,
        looks,
        budget,
        checkpoints,
        stochasticAtLeast,
        certifyAtMost,
        certificationIsClosedForm: certifyAtMost === 0,
        perLook,
        inputs,
    };
}
/**
 * The call at one declared checkpoint given the flips among exactly its first
 * `checkpoint` pairs; null means keep collecting.
 */
function sequentialCallAt(plan, checkpoint, flips) {
    const threshold = plan.stochasticAtLeast.get(checkpoint);
    if (threshold === undefined) {
        throw new Refusal('stats.sequential-checkpoint', `${checkpoint} is not a declared checkpoint; this plan looks at ${plan.checkpoints.join(', ')} pairs ` +
            '(a checkpoint picked after seeing the data would void the error guarantee)', 'checkpoint');
    }
    if (!Number.isSafeInteger(flips) || flips < 0 || flips > checkpoint) {
        throw new Refusal('stats.sequential-flips', `expected a whole number of flips between 0 and ${checkpoint}, got ${flips}`, 'flips');
    }
    if (flips >= threshold)
        return 'stochastic';
    if (checkpoint !== plan.budget)
        return null;
    return flips <= plan.certifyAtMost ? 'deterministic' : 'undecided';
}
/**
 * Read pair outcomes (true = the pair disagreed) in collection order and stop at
 * the first checkpoint that decides. Outcomes past the deciding checkpoint are not
 * read; running out before a checkpoint gives undecided with the pairs read.
 */
function decideSequentially(plan, outcomes) {
    let flips = 0;
    let seen = 0;
    for (const checkpoint of plan.checkpoints) {
        while (seen < checkpoint) {
            if (seen >= outcomes.length)
                return { call: 'undecided', pairs: seen };
            if (outcomes[seen] === true)
                flips++;
            seen++;
        }
        const call = sequentialCallAt(plan, checkpoint, flips);
        if (call !== null)
            return { call, pairs: seen };
    }
    // The last checkpoint always answers; this is not reached.
    return { call: 'undecided', pairs: seen };
}

/** Disjoint pairs and flips of one keyed series (no validation). */
function countSeries(keys) {
    let pairs = 0;
    let flips = 0;
    const first = keys[0];
    let anyDifference = false;
    for (let i = 0; i + 1 < keys.length; i += 2) {
        pairs++;
        if (keys[i] !== keys[i + 1])
            flips++;
    }
    for (let i = 1; i < keys.length && !anyDifference; i++) {
        if (keys[i] !== first)
            anyDifference = true;
    }
    return { pairs, flips, anyDifference };
}
/**
 * Score series of comparison keys (one series per input, in collection order).
 * Every series needs at least two observations; the verdict layer refuses
 * incomplete and open-ended outcomes (the scorability gate).
 */
function scoreKeyedSeries(series, options) {
    const { layer, epsilon } = options;
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    validateEpsilon(epsilon);
    if (series.length === 0) {
        throw new Refusal('meter.no-series', 'at least one repeat series is needed to measure repeatability');
    }
    let pairs = 0;
    let flips = 0;
    let inputsWithFlip = 0;
    let repeats = Number.POSITIVE_INFINITY;
    let maxRepeats = 0;
    series.forEach((keys, index) => {
        const where = options.describe?.(index) ?? `series[${index}]`;
        if (keys.length < 2) {
            throw new Refusal('meter.series-too-short', `every repeat series needs at least two observations to form a pair; this one has ${keys.length}`, where);
        }
        assertScorable(keys, layer, where);
        const counted = countSeries(keys);
        pairs += counted.pairs;
        flips += counted.flips;
        if (counted.anyDifference)
            inputsWithFlip++;
        if (keys.length < repeats)
            repeats = keys.length;
        if (keys.length > maxRepeats)
            maxRepeats = keys.length;
    });
    const { low, high } = wilson(flips, pairs);
    return {
        layer,
        epsilon,
        inputs: series.length,
        repeats,
        maxRepeats,
        pairs,
        flips,
        inputsWithFlip,
        flipRate: pairs === 0 ? 0 : flips / pairs,
        ciLow: low,
        ciHigh: high,
        call: classify(low, high, epsilon),
        method: 'wilson',
    };
}
/** Score series of Observations on one layer. */
function scoreSeries(series, options) {
    if (!isLayer(options.layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(options.layer)}`);
    }
    return scoreKeyedSeries(series.map((s) => s.map((o) => comparisonKey(o, options.layer))), options);
}

const DEFAULT_BLINDNESS_THRESHOLD = 0.9;
function validateThreshold(threshold) {
    if (typeof threshold !== 'number' || !(threshold > 0 && threshold <= 1)) {
        throw new Refusal('blindness.threshold', `the blindness threshold must be a number in (0, 1]; got ${String(threshold)}`);
    }
}
function scoreBlindnessKeys(keys, layer, threshold = DEFAULT_BLINDNESS_THRESHOLD) {
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    validateThreshold(threshold);
    if (keys.length === 0) {
        throw new Refusal('blindness.empty', 'blindness needs at least one observation');
    }
    const counts = new Map();
    for (const key of keys)
        counts.set(key, (counts.get(key) ?? 0) + 1);
    let majority = keys[0];
    let majorityCount = 0;
    // Map iteration follows first insertion, so a strict '>' keeps the first-seen on ties.
    for (const [key, count] of counts) {
        if (count > majorityCount) {
            majority = key;
            majorityCount = count;
        }
    }
    const skew = majorityCount / keys.length;
    return {
        inputs: keys.length,
        layer,
        majority,
        majorityCount,
        skew,
        distinct: counts.size,
        threshold,
        blind: skew >= threshold,
    };
}
function scoreBlindness(observations, layer, threshold = DEFAULT_BLINDNESS_THRESHOLD) {
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    return scoreBlindnessKeys(observations.map((o) => comparisonKey(o, layer)), layer, threshold);
}

/**
 * Compare two strings by Unicode code point, as Python's sort does. JavaScript's
 * default comparison uses UTF-16 code units, which orders characters above U+FFFF
 * before U+E000–U+FFFF; this does not.
 */
function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        const xs = x >= 0xd800 && x <= 0xdfff;
        const ys = y >= 0xd800 && y <= 0xdfff;
        if (xs === ys)
            return x - y;
        // A surrogate starts an astral code point (U+10000 and above): it sorts after every BMP character.
        return xs ? 1 : -1;
    }
    return a.length - b.length;
}
function sortedByCodePoint(values) {
    return [...values].sort(compareCodePoints);
}

/**
 * Split the meter by the decision each case was written to exercise (its
 * intended route, not what the agent returned). Pairs are formed exactly as the
 * meter forms them, so per-route pairs sum to the pooled pairs.
 */
function stratify(series, options) {
    const { layer, epsilon } = options;
    const targets = options.targets ?? new Map();
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    validateEpsilon(epsilon);
    if (series.length === 0) {
        throw new Refusal('routes.empty', 'the route table needs at least one case');
    }
    const acc = new Map();
    const flipCounts = new Map();
    series.forEach((entry, index) => {
        const where = options.describe?.(index) ?? `cases[${index}]`;
        if (typeof entry.intended !== 'string' || entry.intended.trim().length === 0) {
            throw new Refusal('routes.intended', 'every case needs a non-empty intended decision', where);
        }
        const row = acc.get(entry.intended) ?? { cases: 0, pairs: 0, flips: 0 };
        acc.set(entry.intended, row);
        row.cases++;
        const keys = entry.keys;
        if (keys === null)
            return;
        if (keys.length < 2) {
            throw new Refusal('routes.series-too-short', `every repeat series needs at least two observations; this one has ${keys.length}`, where);
        }
        assertScorable(keys, layer, where);
        const counted = countSeries(keys);
        row.pairs += counted.pairs;
        row.flips += counted.flips;
        for (let i = 0; i + 1 < keys.length; i += 2) {
            const a = keys[i];
            const b = keys[i + 1];
            if (a === b)
                continue;
            const la = keyLabel(a);
            const lb = keyLabel(b);
            const pair = compareCodePoints(la, lb) <= 0 ? [la, lb] : [lb, la];
            const id = JSON.stringify(pair);
            const existing = flipCounts.get(id);
            if (existing)
                existing.count++;
            else
                flipCounts.set(id, { decisions: pair, count: 1 });
        }
    });
    for (const route of targets.keys()) {
        if (!acc.has(route)) {
            throw new Refusal('routes.target-without-cases', `a stability target names route '${route}', which has no cases`);
        }
    }
    const names = [...acc.keys()].sort(compareCodePoints);
    const routes = names.map((decision) => {
        const row = acc.get(decision);
        const target = targets.get(decision);
        const routeEpsilon = target ?? epsilon;
        const { low, high } = wilson(row.flips, row.pairs);
        return {
            decision,
            cases: row.cases,
            pairs: row.pairs,
            flips: row.flips,
            flipRate: row.pairs === 0 ? 0 : row.flips / row.pairs,
            ciLow: low,
            ciHigh: high,
            epsilon: routeEpsilon,
            targeted: target !== undefined,
            call: row.pairs === 0 ? 'undecided' : classify(low, high, routeEpsilon),
            pairsNeeded: row.flips > 0 ? null : pairsForDeterministicCall(routeEpsilon),
        };
    });
    const flipPairs = [...flipCounts.values()].sort((x, y) => y.count - x.count ||
        compareCodePoints(x.decisions[0], y.decisions[0]) ||
        compareCodePoints(x.decisions[1], y.decisions[1]));
    const pick = (call) => routes.filter((r) => r.call === call).map((r) => r.decision);
    return {
        layer,
        epsilon,
        routes,
        flipPairs,
        stochastic: pick('stochastic'),
        undecided: pick('undecided'),
        deterministic: pick('deterministic'),
        targetedStochastic: routes
            .filter((r) => r.targeted && r.call === 'stochastic')
            .map((r) => r.decision),
        targetedUndecided: routes
            .filter((r) => r.targeted && r.call === 'undecided')
            .map((r) => r.decision),
    };
}

/**
 * Size the evidence per route instead of one k for the whole suite: each route
 * gets enough repeats per case for its own target's zero-flip requirement.
 * Routes come back in code-point order of their names.
 */
function planRouteRepeats(input) {
    const epsilon = validateEpsilon(input.epsilon);
    const minimumRepeats = input.minimumRepeats ?? 2;
    if (!Number.isSafeInteger(minimumRepeats) || minimumRepeats < 2) {
        throw new Refusal('routes.plan', `expected a whole number of repeats >= 2, got ${String(minimumRepeats)}`, 'minimumRepeats');
    }
    if (input.intended.length === 0) {
        throw new Refusal('routes.plan', 'a route plan needs at least one case', 'intended');
    }
    const counts = new Map();
    input.intended.forEach((decision, index) => {
        if (typeof decision !== 'string' || decision === '') {
            throw new Refusal('routes.plan', 'expected a non-empty decision label', `intended[${index}]`);
        }
        counts.set(decision, (counts.get(decision) ?? 0) + 1);
    });
    const targets = input.targets ?? new Map();
    const unknown = [...targets.keys()].filter((name) => !counts.has(name)).sort(compareCodePoints);
    if (unknown.length > 0) {
        throw new Refusal('routes.unknown-target', `stability targets name routes that no case intends: ${unknown.join(', ')}`, 'targets');
    }
    for (const [name, target] of targets)
        validateEpsilon(target, `targets.${name}`);
    return [...counts.keys()].sort(compareCodePoints).map((decision) => {
        const cases = counts.get(decision);
        const target = targets.get(decision) ?? epsilon;
        const pairsNeeded = pairsForDeterministicCall(target);
        if (pairsNeeded === null) {
            throw new Refusal('routes.plan', `a target of ${target} cannot be certified within the planning limit of pairs`, targets.has(decision) ? `targets.${decision}` : 'epsilon');
        }
        const repeatsEach = Math.max(minimumRepeats, 2 * ceilDiv(pairsNeeded, cases));
        return { decision, cases, target, pairsNeeded, repeatsEach, calls: repeatsEach * cases };
    });
}
/** Total calls of a route plan. */
function totalCalls(plans) {
    return plans.reduce((sum, plan) => sum + plan.calls, 0);
}
/** Calls if every case used the largest route's repeats: the one-k-for-all alternative. */
function uniformCalls(plans) {
    if (plans.length === 0)
        return 0;
    const repeats = Math.max(...plans.map((plan) => plan.repeatsEach));
    return repeats * plans.reduce((sum, plan) => sum + plan.cases, 0);
}

/**
 * The built-in input transforms. Each is a pure string → string function whose
 * Unicode behaviour matches the reference (Python's tables): see
 * reference-spec.md §6.2.
 */
/**
 * Python's whitespace (`str.isspace`, and `\s` in its `re` module). JavaScript's
 * `\s` and `trim()` differ: they include U+FEFF and leave out U+001C–U+001F and
 * U+0085, so the class is spelled out.
 */
const PY_SPACE_CLASS = '\\u0009-\\u000D\\u001C-\\u001F\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A' +
    '\\u2028\\u2029\\u202F\\u205F\\u3000';
const SPACE_RUN = new RegExp(`[${PY_SPACE_CLASS}]+`, 'gu');
const ONE_SPACE = new RegExp(`^[${PY_SPACE_CLASS}]$`, 'u');
const NON_SPACING_MARK = /\p{Mn}/gu;
const LETTER = /\p{L}/gu;
const UPPERCASE = /^\p{Uppercase}$/u;
const LOWERCASE = /^\p{Lowercase}$/u;
/** True when `ch` (one code point) is whitespace in Python's sense. */
function isPythonSpace$1(ch) {
    return ONE_SPACE.test(ch);
}
/**
 * Normalise: canonical decomposition (NFD), drop every non-spacing mark
 * (General Category Mn), collapse each run of whitespace to one space, trim.
 * `café` → `cafe`; Hangul syllables become conjoining jamo; U+FE0F is dropped
 * while U+20E3, skin-tone modifiers and ZWJ stay; U+FEFF and U+200B are not
 * whitespace and stay.
 */
function normaliseText(text) {
    const collapsed = text.normalize('NFD').replace(NON_SPACING_MARK, '').replace(SPACE_RUN, ' ');
    // After collapsing, any leading or trailing whitespace is a single U+0020.
    const start = collapsed.startsWith(' ') ? 1 : 0;
    const end = collapsed.length > start && collapsed.endsWith(' ') ? collapsed.length - 1 : collapsed.length;
    return start === 0 && end === collapsed.length ? collapsed : collapsed.slice(start, end);
}
/** Swapped forms already worked out; letters are few, so this stays small. */
const SWAPPED = new Map();
function swapLetter(letter) {
    let swapped = SWAPPED.get(letter);
    if (swapped === undefined) {
        // One code point at a time, so no context applies: Σ → σ (never ς).
        if (UPPERCASE.test(letter))
            swapped = letter.toLowerCase();
        else if (LOWERCASE.test(letter))
            swapped = letter.toUpperCase();
        else
            swapped = letter; // title case (ǅ) and caseless letters stay
        SWAPPED.set(letter, swapped);
    }
    return swapped;
}
/**
 * Swap case per code point: a letter with the Uppercase property takes its full
 * lowercase mapping, else one with the Lowercase property its full uppercase
 * mapping; other letters and all non-letters are unchanged. `ß` → `SS`,
 * `ﬁ` → `FI`, `İ` → `i̇`, `ſ` → `S`, KELVIN SIGN → `k`.
 */
function swapCaseText(text) {
    return text.replace(LETTER, swapLetter);
}
/** Pad: a newline before and two spaces after. Changes every input, even "". */
function padWhitespaceText(text) {
    return `\n${text}  `;
}
/** Tool-selection probes reuse the normalise transform. */
const toolSelectionText = normaliseText;

const RELATION_TYPES = ['invariant', 'monotone', 'directional'];

function isRelationType(value) {
    return typeof value === 'string' && RELATION_TYPES.includes(value);
}
/**
 * Validate a relation before any call is made: a name that is not blank, a type
 * from the closed set, and functions for transform and check.
 */
function defineRelation(spec, where = 'relation') {
    if (spec === null || typeof spec !== 'object') {
        throw new Refusal('relation.not-object', 'a relation must be an object', where);
    }
    const { name, type, transform, check, description } = spec;
    if (typeof name !== 'string' || name.trim().length === 0) {
        throw new Refusal('relation.name', 'a relation needs a name that is a non-empty string (not only whitespace)', `${where}.name`);
    }
    const place = `${where} '${name}'`;
    if (!isRelationType(type)) {
        throw new Refusal('relation.type', `unknown relation type ${JSON.stringify(type)}; expected one of ${RELATION_TYPES.join(', ')}`, `${place}.type`);
    }
    if (typeof transform !== 'function') {
        throw new Refusal('relation.transform', 'transform must be a function from the input string to the follow-up string', `${place}.transform`);
    }
    if (typeof check !== 'function') {
        throw new Refusal('relation.check', 'check must be a function of (source, followup) observations returning true when the relation held', `${place}.check`);
    }
    if (description !== undefined && typeof description !== 'string') {
        throw new Refusal('relation.description', 'description must be a string when given', `${place}.description`);
    }
    const relation = {
        name,
        type,
        transform: transform,
        check: check,
        ...(description === undefined ? {} : { description }),
    };
    return Object.freeze(relation);
}
// ---------------------------------------------------------------------------
// Checks.
// ---------------------------------------------------------------------------
/** The decisions agree: equal comparison keys on the verdict layer. */
function verdictEqual(source, followup) {
    return comparisonKey(source, 'verdict') === comparisonKey(followup, 'verdict');
}
/** The tool paths agree element by element (order matters; two empty paths agree). */
function toolsEqual(source, followup) {
    const a = source.tools;
    const b = followup.tools;
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++) {
        if (a[i] !== b[i])
            return false;
    }
    return true;
}
// ---------------------------------------------------------------------------
// The built-in catalogue (order matters for reports).
// ---------------------------------------------------------------------------
const BUILTIN_RELATIONS = Object.freeze([
    defineRelation({
        name: 'normalisation-invariance',
        type: 'invariant',
        transform: normaliseText,
        check: verdictEqual,
        description: 'Removing accents and other non-spacing marks and tidying whitespace should leave the decision as it was.',
    }),
    defineRelation({
        name: 'case-invariance',
        type: 'invariant',
        transform: swapCaseText,
        check: verdictEqual,
        description: 'Swapping upper and lower case letters should leave the decision as it was.',
    }),
    defineRelation({
        name: 'whitespace-invariance',
        type: 'invariant',
        transform: padWhitespaceText,
        check: verdictEqual,
        description: 'A leading newline and two trailing spaces around the input should leave the decision as it was.',
    }),
    defineRelation({
        name: 'tool-selection-invariance',
        type: 'invariant',
        transform: toolSelectionText,
        check: toolsEqual,
        description: 'The normalised input (accents removed, whitespace tidied) should lead to the same tools, in the same order.',
    }),
]);
const BUILTIN_RELATION_NAMES = Object.freeze(BUILTIN_RELATIONS.map((r) => r.name));
/** The built-in relation of that name, or undefined. */
function builtinRelation(name) {
    return BUILTIN_RELATIONS.find((r) => r.name === name);
}
/**
 * Transform one input. An unchanged follow-up (exact string equality) means the
 * relation is skipped for this input: it is never counted as held. A transform
 * that returns something other than a string is refused.
 */
function applyRelation(relation, input) {
    const followup = relation.transform(input);
    if (typeof followup !== 'string') {
        throw new Refusal('relation.transform-result', `the transform returned ${followup === null ? 'null' : typeof followup}, expected a string`, `relation '${relation.name}'`);
    }
    return { followup, changed: followup !== input };
}
/**
 * Judge a follow-up against its source with the relation's check. A check that
 * returns something other than a boolean is refused rather than read as truthy.
 */
function judgeRelation(relation, source, followup) {
    const held = relation.check(source, followup);
    if (typeof held !== 'boolean') {
        throw new Refusal('relation.check-result', `the check returned ${held === null ? 'null' : typeof held}, expected true or false`, `relation '${relation.name}'`);
    }
    return held ? 'held' : 'violated';
}

function emptyCounts() {
    return { held: 0, violated: 0, skipped: 0, errors: 0 };
}
function add(counts, outcome, where) {
    switch (outcome) {
        case 'held':
            counts.held += 1;
            return;
        case 'violated':
            counts.violated += 1;
            return;
        case 'skipped':
            counts.skipped += 1;
            return;
        case 'error':
            counts.errors += 1;
            return;
        default:
            throw new Refusal('relation.outcome', `unknown relation outcome ${JSON.stringify(outcome)}; expected held, violated, skipped or error`, where);
    }
}
/** Summarise one relation from its outcome counts. */
function summariseOutcomes(name, type, counts) {
    const exercised = counts.held + counts.violated;
    const total = exercised + counts.skipped + counts.errors;
    return {
        name,
        type,
        total,
        held: counts.held,
        violated: counts.violated,
        skipped: counts.skipped,
        errors: counts.errors,
        exercised,
        violationRate: exercised === 0 ? null : counts.violated / exercised,
        vacuous: total > 0 && exercised === 0 && counts.errors === 0,
    };
}
function catalogueIndex(catalogue) {
    const index = new Map();
    catalogue.forEach((spec, i) => {
        if (index.has(spec.name)) {
            throw new Refusal('relations.duplicate-name', `the relation catalogue names '${spec.name}' twice; names must be unique`, `relations[${i}]`);
        }
        index.set(spec.name, i);
    });
    return index;
}
/**
 * Walk each case's relation records, checking them against the catalogue: every
 * record must name a catalogued relation, with its type, at most once per case.
 */
function forEachRecord(catalogue, cases, visit) {
    const index = catalogueIndex(catalogue);
    cases.forEach((c, ci) => {
        const seen = new Set();
        (c.relations ?? []).forEach((record, ri) => {
            const where = `cases[${ci}].relations[${ri}]`;
            const at = index.get(record.name);
            const spec = at === undefined ? undefined : catalogue[at];
            if (at === undefined || spec === undefined) {
                throw new Refusal('relations.unknown-name', `relation '${record.name}' is not in the evidence's relation catalogue`, where);
            }
            if (record.type !== spec.type) {
                throw new Refusal('relations.type-mismatch', `relation '${record.name}' is recorded as ${JSON.stringify(record.type)} but the catalogue says '${spec.type}'`, where);
            }
            if (seen.has(record.name)) {
                throw new Refusal('relations.duplicate-record', `relation '${record.name}' is recorded twice for this case`, where);
            }
            seen.add(record.name);
            visit(ci, at, record, where);
        });
    });
}
/**
 * One summary per catalogued relation, in catalogue order, counted from the
 * cases' relation records. A case with no record for a relation (collection
 * stopped before it) does not count towards that relation's total.
 */
function summariseRelations(catalogue, cases) {
    const counts = catalogue.map(() => emptyCounts());
    forEachRecord(catalogue, cases, (_ci, ri, record, where) => {
        const c = counts[ri];
        if (c !== undefined)
            add(c, record.outcome, `${where}.outcome`);
    });
    return catalogue.map((spec, i) => summariseOutcomes(spec.name, spec.type, counts[i] ?? emptyCounts()));
}
/**
 * Per intended route, the relation outcomes over that route's cases, pooled over
 * all relations. `intended` holds one route per case, in case order. Relation
 * records are taken as they are (the catalogue is checked by summariseRelations).
 */
function relationCoverageByRoute(intended, cases) {
    if (intended.length !== cases.length) {
        throw new Refusal('relations.coverage-length', `relation coverage needs one intended decision per case: got ${intended.length} for ${cases.length} cases`, 'intended');
    }
    const byRoute = new Map();
    cases.forEach((c, ci) => {
        const route = intended[ci];
        if (typeof route !== 'string') {
            throw new Refusal('relations.coverage-route', 'an intended decision must be a string', `intended[${ci}]`);
        }
        let entry = byRoute.get(route);
        if (entry === undefined) {
            entry = { cases: 0, counts: emptyCounts() };
            byRoute.set(route, entry);
        }
        entry.cases += 1;
        const counts = entry.counts;
        (c.relations ?? []).forEach((record, ri) => {
            add(counts, record.outcome, `cases[${ci}].relations[${ri}].outcome`);
        });
    });
    const routes = [...byRoute.keys()]
        .sort(compareCodePoints)
        .map((decision) => {
        const { cases: n, counts } = byRoute.get(decision) ?? { cases: 0, counts: emptyCounts() };
        const exercised = counts.held + counts.violated;
        return {
            decision,
            cases: n,
            exercised,
            skipped: counts.skipped,
            held: counts.held,
            violated: counts.violated,
            errors: counts.errors,
            probed: exercised > 0,
            violationRate: exercised === 0 ? null : counts.violated / exercised,
        };
    });
    return {
        routes,
        probed: routes.filter((r) => r.probed).map((r) => r.decision),
        unprobed: routes.filter((r) => !r.probed).map((r) => r.decision),
    };
}

const IDENTIFIER$1 = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** `base.key` for plain keys, `base["odd key"]` otherwise. */
function pathOf(base, key) {
    if (typeof key === 'number')
        return `${base}[${key}]`;
    return IDENTIFIER$1.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}
/** A plain JSON object (not an array, not null). */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** An own property, or undefined; never reads the prototype chain. */
function ownField(record, key) {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}
/** A short, readable description of a JSON value for messages. */
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value)}`;
    if (typeof value === 'boolean')
        return `the boolean ${String(value)}`;
    if (typeof value === 'number')
        return `the number ${String(value)}`;
    if (typeof value === 'object')
        return 'an object';
    return typeof value;
}
/**
 * Throw one Refusal for all problems found. A single problem is reported at its own
 * path with its own code; several are listed together under `where`, with the code
 * of the first.
 */
function refuseAll(problems, where) {
    const first = problems[0];
    if (first === undefined)
        return;
    if (problems.length === 1)
        throw new Refusal(first.code, first.message, first.path);
    const lines = problems.map((p) => `${p.path}: ${p.message}`);
    throw new Refusal(first.code, `${problems.length} problems:\n  - ${lines.join('\n  - ')}`, where);
}

function sortedUnique(values) {
    return [...new Set(values)].sort(compareCodePoints);
}
/**
 * Read a list of non-empty strings. Returns null (and records a problem) when the
 * value is not such a list. A bare string is refused: it is not a list of labels.
 */
function readLabels(value, path, what, problems) {
    if (!Array.isArray(value)) {
        const hint = typeof value === 'string' ? ` (write [${JSON.stringify(value)}] for one label)` : '';
        problems.push({
            code: 'contract.not-a-list',
            path,
            message: `expected ${what} as a list of non-empty strings, found ${describe(value)}${hint}`,
        });
        return null;
    }
    const labels = [];
    let ok = true;
    value.forEach((item, index) => {
        if (typeof item !== 'string' || item.length === 0) {
            problems.push({
                code: 'contract.bad-label',
                path: pathOf(path, index),
                message: `expected a non-empty string, found ${describe(item)}`,
            });
            ok = false;
        }
        else {
            labels.push(item);
        }
    });
    return ok ? sortedUnique(labels) : null;
}
function quoteList(values) {
    return values.map((v) => JSON.stringify(v)).join(', ');
}
/** Record a problem for each label not in `of`; returns true when all are members. */
function checkSubset(labels, of, path, ofName, code, problems) {
    const outside = labels.filter((l) => !of.has(l));
    if (outside.length === 0)
        return true;
    problems.push({
        code,
        path,
        message: `${quoteList(outside)} ${outside.length === 1 ? 'is' : 'are'} not in ${ofName}; every entry must be one of ${quoteList([...of])}`,
    });
    return false;
}
/** Read a per-route map (`stability_targets`, `minimum_cases`) into a sorted Map. */
function readRouteMap(value, path, required, requiredPath, check, codes, problems) {
    const out = new Map();
    if (value === undefined || value === null)
        return out;
    if (!isRecord(value)) {
        problems.push({
            code: 'contract.not-an-object',
            path,
            message: `expected an object mapping required decisions to values, found ${describe(value)}`,
        });
        return out;
    }
    const entries = Object.entries(value).sort(([a], [b]) => compareCodePoints(a, b));
    for (const [key, raw] of entries) {
        const at = pathOf(path, key);
        if (required !== null && !required.has(key)) {
            problems.push({
                code: codes.key,
                path: at,
                message: `${JSON.stringify(key)} is not a required decision (see ${requiredPath})`,
            });
        }
        const bad = check(raw);
        if (bad !== null) {
            problems.push({ code: codes.value, path: at, message: `${bad}, found ${describe(raw)}` });
        }
        else {
            out.set(key, raw);
        }
    }
    return out;
}
function checkTarget(v) {
    return typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 1
        ? null
        : 'expected a number strictly between 0 and 1';
}
function checkMinimum(v) {
    return typeof v === 'number' && Number.isInteger(v) && v >= 1
        ? null
        : 'expected a whole number of at least 1';
}
/**
 * Validate a contract, recording every problem; returns the contract when there are
 * none, else null.
 */
function readContract(value, where, problems) {
    const before = problems.length;
    if (!isRecord(value)) {
        problems.push({
            code: 'contract.not-an-object',
            path: where,
            message: `expected an object with at least "allowed", found ${describe(value)}`,
        });
        return null;
    }
    // allowed
    const allowedPath = pathOf(where, 'allowed');
    const allowedRaw = ownField(value, 'allowed');
    let allowed = null;
    if (allowedRaw === undefined) {
        problems.push({
            code: 'contract.allowed-missing',
            path: allowedPath,
            message: 'missing; expected a non-empty list of the decisions the agent may return',
        });
    }
    else {
        allowed = readLabels(allowedRaw, allowedPath, 'the allowed decisions', problems);
        if (allowed !== null && allowed.length === 0) {
            problems.push({
                code: 'contract.allowed-empty',
                path: allowedPath,
                message: 'is empty; expected at least one allowed decision',
            });
            allowed = null;
        }
    }
    const allowedSet = allowed === null ? null : new Set(allowed);
    // required (defaults to all of allowed)
    const requiredPath = pathOf(where, 'required');
    const requiredRaw = ownField(value, 'required');
    let required;
    if (requiredRaw === undefined || requiredRaw === null) {
        required = allowed;
    }
    else {
        required = readLabels(requiredRaw, requiredPath, 'the required decisions', problems);
        if (required !== null && required.length === 0) {
            problems.push({
                code: 'contract.required-empty',
                path: requiredPath,
                message: 'is empty; expected at least one required decision (omit it to require every allowed one)',
            });
            required = null;
        }
        if (required !== null && allowedSet !== null) {
            if (!checkSubset(required, allowedSet, requiredPath, allowedPath, 'contract.required-not-allowed', problems)) {
                required = null;
            }
        }
    }
    const requiredSet = required === null ? null : new Set(required);
    // critical ⊆ required
    const criticalPath = pathOf(where, 'critical');
    const criticalRaw = ownField(value, 'critical');
    let critical = [];
    if (criticalRaw !== undefined && criticalRaw !== null) {
        critical = readLabels(criticalRaw, criticalPath, 'the critical decisions', problems) ?? [];
        if (requiredSet !== null) {
            checkSubset(critical, requiredSet, criticalPath, requiredPath, 'contract.critical-not-required', problems);
        }
    }
    const stabilityTargets = readRouteMap(ownField(value, 'stability_targets'), pathOf(where, 'stability_targets'), requiredSet, requiredPath, checkTarget, { key: 'contract.target-not-required', value: 'contract.target-out-of-range' }, problems);
    const minimumCases = readRouteMap(ownField(value, 'minimum_cases'), pathOf(where, 'minimum_cases'), requiredSet, requiredPath, checkMinimum, { key: 'contract.minimum-not-required', value: 'contract.minimum-not-whole' }, problems);
    // allowed_no_decisions ⊆ declarable reasons
    const declaredPath = pathOf(where, 'allowed_no_decisions');
    const declaredRaw = ownField(value, 'allowed_no_decisions');
    let allowedNoDecisions = [];
    if (declaredRaw !== undefined && declaredRaw !== null) {
        const reasons = readLabels(declaredRaw, declaredPath, 'the declared no-decision reasons', problems) ?? [];
        const declarable = new Set(DECLARABLE_REASONS);
        if (checkSubset(reasons, declarable, declaredPath, 'the declarable reasons', 'contract.reason-not-declarable', problems)) {
            allowedNoDecisions = reasons;
        }
    }
    if (problems.length > before || allowed === null || required === null)
        return null;
    return { allowed, required, critical, stabilityTargets, minimumCases, allowedNoDecisions };
}
/**
 * Validate a decision contract (reference-spec §8.1) and return it with its sets
 * sorted by code point and de-duplicated. Every problem found is reported in one
 * Refusal naming the JSON paths.
 */
function parseContract(value, where = 'contract') {
    const problems = [];
    const contract = readContract(value, where, problems);
    refuseAll(problems, where);
    if (contract === null)
        throw new Error('contract validation produced neither a contract nor a problem');
    return contract;
}
function sortedRecord(map) {
    // Object.fromEntries defines own data properties, so a key such as "__proto__" is safe.
    return Object.fromEntries([...map.entries()].sort(([a], [b]) => compareCodePoints(a, b)));
}
/** The contract in the reference's JSON shape, keys and sets sorted. */
function serialiseContract(contract) {
    // Keys in sorted order, as the reference writes them.
    return {
        allowed: sortedUnique(contract.allowed),
        ...(contract.allowedNoDecisions.length > 0
            ? { allowed_no_decisions: sortedUnique(contract.allowedNoDecisions) }
            : {}),
        critical: sortedUnique(contract.critical),
        ...(contract.minimumCases.size > 0
            ? { minimum_cases: sortedRecord(contract.minimumCases) }
            : {}),
        required: sortedUnique(contract.required),
        ...(contract.stabilityTargets.size > 0
            ? { stability_targets: sortedRecord(contract.stabilityTargets) }
            : {}),
    };
}

const SUITE_SCHEMA = 'agentverity.decision-suite/v1';
/**
 * Blank as the reference judges it: nothing left after stripping Python's
 * whitespace (`str.isspace`). JavaScript's `trim()` differs: it strips U+FEFF and
 * keeps U+001C–U+001F and U+0085.
 */
function isPythonSpace(c) {
    return ((c >= 0x09 && c <= 0x0d) ||
        (c >= 0x1c && c <= 0x20) ||
        c === 0x85 ||
        c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000);
}
function isBlank$1(text) {
    for (let i = 0; i < text.length; i++)
        if (!isPythonSpace(text.charCodeAt(i)))
            return false;
    return true;
}
/** How many duplicate inputs a refusal names before summarising the rest. */
const DUPLICATES_NAMED = 3;
function readText(record, key, path, problems) {
    const value = ownField(record, key);
    const at = pathOf(path, key);
    if (typeof value !== 'string') {
        problems.push({
            code: `suite.case-${key}-missing`,
            path: at,
            message: `expected a non-empty string, found ${value === undefined ? 'nothing' : describe(value)}`,
        });
        return null;
    }
    if (isBlank$1(value)) {
        problems.push({
            code: `suite.case-${key}-blank`,
            path: at,
            message: 'is blank; expected a non-empty string',
        });
        return null;
    }
    return value;
}
function readCases(value, path, contract, problems) {
    if (!Array.isArray(value)) {
        problems.push({
            code: value === undefined ? 'suite.cases-missing' : 'suite.cases-not-a-list',
            path,
            message: `expected a non-empty list of {"input", "expected"} cases, found ${value === undefined ? 'nothing' : describe(value)}`,
        });
        return [];
    }
    if (value.length === 0) {
        problems.push({
            code: 'suite.cases-empty',
            path,
            message: 'is empty; expected at least one case',
        });
        return [];
    }
    const allowed = contract === null ? null : new Set(contract.allowed);
    const cases = [];
    const firstIndex = new Map();
    const duplicates = [];
    value.forEach((item, index) => {
        const at = pathOf(path, index);
        if (!isRecord(item)) {
            problems.push({
                code: 'suite.case-not-an-object',
                path: at,
                message: `expected an object with "input" and "expected", found ${describe(item)}`,
            });
            return;
        }
        const input = readText(item, 'input', at, problems);
        const expected = readText(item, 'expected', at, problems);
        if (input !== null) {
            const first = firstIndex.get(input);
            if (first === undefined)
                firstIndex.set(input, index);
            else
                duplicates.push(`${pathOf(at, 'input')} repeats ${pathOf(pathOf(path, first), 'input')}`);
        }
        if (expected !== null && allowed !== null && !allowed.has(expected)) {
            problems.push({
                code: 'suite.expected-not-allowed',
                path: pathOf(at, 'expected'),
                message: `${JSON.stringify(expected)} is not an allowed decision; expected one of ${[...allowed].map((a) => JSON.stringify(a)).join(', ')}`,
            });
        }
        if (input !== null && expected !== null)
            cases.push({ input, expected });
    });
    if (duplicates.length > 0) {
        const named = duplicates.slice(0, DUPLICATES_NAMED).join('; ');
        const more = duplicates.length - DUPLICATES_NAMED;
        problems.push({
            code: 'suite.duplicate-input',
            path,
            message: `inputs must be unique: ${named}${more > 0 ? ` (and ${more} more)` : ''}`,
        });
    }
    return cases;
}
/**
 * Validate an `agentverity.decision-suite/v1` document (reference-spec §8.1). Inputs
 * and expected labels are kept exactly as written. Every problem found is reported
 * in one Refusal naming the JSON paths.
 */
function parseSuite(value, where = 'suite') {
    if (!isRecord(value)) {
        throw new Refusal('suite.not-an-object', `expected a decision suite object with "schema", "contract" and "cases", found ${describe(value)}`, where);
    }
    const schema = ownField(value, 'schema');
    if (schema !== SUITE_SCHEMA) {
        const found = schema === undefined
            ? 'no schema'
            : `schema ${typeof schema === 'string' ? JSON.stringify(schema) : describe(schema)}`;
        throw new Refusal('suite.schema', `unsupported decision suite: found ${found}, expected ${JSON.stringify(SUITE_SCHEMA)}`, pathOf(where, 'schema'));
    }
    const problems = [];
    const contractPath = pathOf(where, 'contract');
    const contractRaw = ownField(value, 'contract');
    let contract = null;
    if (contractRaw === undefined) {
        problems.push({
            code: 'suite.contract-missing',
            path: contractPath,
            message: 'missing; expected the decision contract (at least "allowed")',
        });
    }
    else {
        contract = readContract(contractRaw, contractPath, problems);
    }
    const cases = readCases(ownField(value, 'cases'), pathOf(where, 'cases'), contract, problems);
    refuseAll(problems, where);
    if (contract === null)
        throw new Error('suite validation produced neither a suite nor a problem');
    return { contract, cases };
}
/** The suite in the reference's JSON shape. */
function serialiseSuite(suite) {
    return {
        cases: suite.cases.map((c) => ({ expected: c.expected, input: c.input })),
        contract: serialiseContract(suite.contract),
        schema: SUITE_SCHEMA,
    };
}

/**
 * The name a comparison key is counted under: a decision's label,
 * `no decision: REASON`, and for values that are not labels at all a bracketed
 * description (`<empty answer>`, `<tool path: a > b>`), never an allowed label.
 */
function coverageName(key) {
    const body = key.slice(2);
    switch (key.slice(0, 2)) {
        case 'd:':
            return body;
        case 'n:':
            return `no decision: ${body}`;
        case 'e:':
            return '<empty answer>';
        case 't:': {
            let tools;
            try {
                tools = JSON.parse(body);
            }
            catch {
                tools = null;
            }
            if (!Array.isArray(tools))
                return `<tool path: ${body}>`;
            return tools.length === 0
                ? '<tool path: none>'
                : `<tool path: ${tools.map(String).join(' > ')}>`;
        }
        default:
            return `<unrecognised value: ${key}>`;
    }
}
function sortedNames(values) {
    return [...new Set(values)].sort(compareCodePoints);
}
function countSorted(names) {
    const counts = new Map();
    for (const name of names)
        counts.set(name, (counts.get(name) ?? 0) + 1);
    return new Map([...counts.entries()].sort(([a], [b]) => compareCodePoints(a, b)));
}
function quoted(values) {
    return values.map((v) => `'${v}'`).join(', ');
}
function adviceFor(missingIntended, underCased, unknownObserved, missingObserved) {
    if (missingIntended.length > 0) {
        return `add reviewed cases that expect ${quoted(missingIntended)}: the suite has none for ${missingIntended.length === 1 ? 'this required decision' : 'these required decisions'}`;
    }
    if (underCased.length > 0) {
        const parts = underCased.map(([label, have, want]) => `'${label}' has ${have} of ${want}`);
        return `add reviewed cases where the contract asks for more: ${parts.join(', ')}`;
    }
    if (unknownObserved.length > 0) {
        return `the agent returned ${quoted(unknownObserved)}, which the contract does not allow; allow or declare ${unknownObserved.length === 1 ? 'it' : 'them'}, or fix the agent`;
    }
    if (missingObserved.length > 0) {
        return `no case returned ${quoted(missingObserved)}: the agent never reached ${missingObserved.length === 1 ? 'this required decision' : 'these required decisions'}`;
    }
    return 'every required decision has reviewed cases and was returned by the agent';
}
/**
 * Compare a suite's intended decisions with what the agent returned
 * (reference-spec §8.2). `observed` holds one primary key per case (null when the
 * case produced nothing); `perCase`, when given, every key each case returned on
 * any repeat; `allObserved`, when given, every key seen (else the primaries stand
 * for it). A no-decision the contract does not declare, anywhere, is refused.
 * A declared no-decision is permitted but never satisfies a required decision.
 */
function assessDecisionCoverage(suite, observed, perCase, allObserved) {
    const contract = suite.contract;
    const declared = new Set(contract.allowedNoDecisions);
    const checkDeclared = (key, where) => {
        if (key === null || !key.startsWith('n:'))
            return;
        const reason = key.slice(2);
        if (declared.has(reason))
            return;
        const allowedList = contract.allowedNoDecisions.length === 0
            ? 'declares none'
            : `declares only ${quoted(contract.allowedNoDecisions)}`;
        throw new Refusal('outcome.undeclared-no-decision', `the agent returned no decision (reason '${reason}'), but the contract's allowed_no_decisions ${allowedList}; declare it there if it is acceptable behaviour`, where);
    };
    observed.forEach((key, i) => checkDeclared(key, `observed[${i}]`));
    perCase?.forEach((keys, i) => keys.forEach((key, j) => checkDeclared(key, `perCase[${i}][${j}]`)));
    allObserved?.forEach((key, i) => checkDeclared(key, `allObserved[${i}]`));
    const primaries = observed.filter((k) => k !== null);
    const intendedCounts = countSorted(suite.cases.map((c) => c.expected));
    const observedCounts = countSorted(primaries.map(coverageName));
    // One vote per case for each distinct key it returned on any repeat.
    const caseSets = perCase === undefined || perCase === null
        ? primaries.map((k) => new Set([k]))
        : perCase.map((keys) => new Set(keys));
    const observedCaseCounts = countSorted(caseSets.flatMap((set) => [...set].map(coverageName)));
    const returnedLabels = new Set();
    for (const set of caseSets)
        for (const key of set)
            if (key.startsWith('d:'))
                returnedLabels.add(key.slice(2));
    const seen = new Set(allObserved ?? primaries);
    perCase?.forEach((keys) => keys.forEach((k) => seen.add(k)));
    const allowed = new Set(contract.allowed);
    const unknownObserved = sortedNames([...seen]
        .filter((k) => !(k.startsWith('d:') && allowed.has(k.slice(2))) && !k.startsWith('n:'))
        .map(coverageName));
    const missingIntended = contract.required
        .filter((l) => !intendedCounts.has(l))
        .sort(compareCodePoints);
    const missingObserved = contract.required
        .filter((l) => !returnedLabels.has(l))
        .sort(compareCodePoints);
    const underCased = [];
    for (const [label, want] of [...contract.minimumCases.entries()].sort(([a], [b]) => compareCodePoints(a, b))) {
        const have = intendedCounts.get(label) ?? 0;
        if (have < want)
            underCased.push([label, have, want]);
    }
    const missing = new Set([...missingIntended, ...missingObserved]);
    const missingCritical = contract.critical.filter((l) => missing.has(l)).sort(compareCodePoints);
    const nRequired = contract.required.length;
    const share = (nMissing) => nRequired === 0 ? 1 : (nRequired - nMissing) / nRequired;
    return {
        intendedCounts,
        observedCounts,
        observedCaseCounts,
        intendedCoverage: share(missingIntended.length),
        observedCoverage: share(missingObserved.length),
        missingIntended,
        missingObserved,
        unknownObserved,
        underCased,
        missingCritical,
        satisfied: missingIntended.length === 0 &&
            missingObserved.length === 0 &&
            unknownObserved.length === 0 &&
            underCased.length === 0,
        advice: adviceFor(missingIntended, underCased, unknownObserved, missingObserved),
    };
}

/** Every status a run or an assessment can end in (DESIGN.md §4). */
const STATUSES = [
    'incomplete',
    'contract',
    'blind',
    'vacuous',
    'target-failed',
    'stochastic',
    'undecided',
    'violations',
    'deterministic',
    'unmeasured',
];
/** 0 clean, 1 the evidence says no, 2 not enough or unusable evidence. */
function exitCodeFor(status) {
    switch (status) {
        case 'deterministic':
        case 'stochastic':
        case 'unmeasured':
            return 0;
        case 'blind':
        case 'contract':
        case 'vacuous':
        case 'violations':
        case 'target-failed':
            return 1;
        case 'incomplete':
        case 'undecided':
            return 2;
    }
}
const HEADLINE_CATEGORIES = [
    'INCOMPLETE',
    'NOT TRUSTWORTHY',
    'NOT READY',
    'NO VERDICT MEASURED',
    'TRUSTWORTHY WITH CARE',
    'NO ANSWER YET',
    'TRUSTWORTHY AT POOLED LEVEL',
    'TRUSTWORTHY',
];

/**
 * Comparison keys for recorded observations, with label keys interned so that a
 * million observations of a handful of labels share a handful of strings.
 */
class KeyInterner {
    labels = new Map();
    label(label) {
        if (label.length === 0)
            return EMPTY_KEY;
        let key = this.labels.get(label);
        if (key === undefined) {
            key = `d:${label}`;
            this.labels.set(label, key);
        }
        return key;
    }
    /** The key of a recorded observation on a layer (see observation.comparisonKey). */
    of(obs, layer) {
        switch (layer) {
            case 'verdict': {
                const d = obs.decision;
                if (typeof d === 'string')
                    return this.label(d.length > 0 ? d : (obs.text ?? ''));
                if (d !== undefined)
                    return keyOfReason(d.noDecision);
                return this.label(obs.text ?? '');
            }
            case 'text':
                return this.label(obs.text ?? '');
            case 'tools':
                return keyOfTools(obs.tools ?? []);
        }
    }
}

/**
 * Percentages for people: x·100 rounded half away from zero to `digits` places
 * (not Python's half-to-even; reference-defects.md §9), trailing zeros kept.
 */
function formatPercent(x, digits = 0) {
    if (!Number.isFinite(x))
        return 'n/a';
    const scaled = x * 100;
    const sign = scaled < 0 ? '-' : '';
    return `${sign}${Math.abs(scaled).toFixed(digits)}%`;
}
/** A rate with three decimals, e.g. 0.355. */
function formatRate(x, digits = 3) {
    return Number.isFinite(x) ? x.toFixed(digits) : 'n/a';
}
/** A plain count with a noun, pluralised with an s: "1 pair", "3 pairs". */
function plural(count, noun, pluralNoun = `${noun}s`) {
    return `${count} ${count === 1 ? noun : pluralNoun}`;
}
/** "a", "a and b", "a, b and c"; long lists are cut after `max` with "and N more". */
function listing(items, max = 5) {
    if (items.length === 0)
        return '';
    const shown = items.slice(0, max);
    const rest = items.length - shown.length;
    if (rest > 0)
        return `${shown.join(', ')} and ${rest} more`;
    if (shown.length === 1)
        return shown[0];
    return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

function interval(low, high) {
    return `95% CI ${formatPercent(low, 1)}–${formatPercent(high, 1)}`;
}
/**
 * The first line of every report. It is derived from the status, so it can never
 * contradict the status or the exit code (reference-defects.md §2).
 */
function headlineFor(a) {
    const eps = formatPercent(a.epsilon, a.epsilon * 100 >= 1 ? 0 : 1);
    const m = a.meter;
    const routes = a.routes;
    switch (a.status) {
        case 'incomplete': {
            const parts = [];
            if (a.errorCount > 0) {
                parts.push(`${plural(a.errorCount, 'call or check', 'calls or checks')} of ${a.calls.total} failed`);
            }
            if (a.stopReason !== undefined)
                parts.push(`collection stopped early (${a.stopReason})`);
            else if (a.errorCount === 0)
                parts.push('collection stopped before it finished');
            return {
                category: 'INCOMPLETE',
                text: `${parts.join(' and ')}, so the evidence is incomplete; fix the failures and collect again before reading any figure.`,
            };
        }
        case 'contract': {
            const c = a.contract;
            const parts = [];
            if (c.missingIntended.length > 0)
                parts.push(`no case is written for ${listing(c.missingIntended)}`);
            if (c.underCased.length > 0) {
                parts.push(c.underCased
                    .map(([label, have, want]) => `${label} has ${have} of ${want} cases`)
                    .join(', '));
            }
            if (c.unknownObserved.length > 0)
                parts.push(`the agent returned undeclared ${listing(c.unknownObserved)}`);
            if (c.missingObserved.length > 0)
                parts.push(`the agent never returned ${listing(c.missingObserved)}`);
            return {
                category: 'NOT TRUSTWORTHY',
                text: `the decision contract is not met: ${parts.join('; ')}.`,
            };
        }
        case 'blind': {
            const b = a.blindness;
            return {
                category: 'NOT TRUSTWORTHY',
                text: `the probes collapse onto one decision: "${keyLabel(b.majority)}" is the first answer on ${formatPercent(b.skew)} of ${plural(b.inputs, 'input')}, so a green run says more about the probes than about the agent.`,
            };
        }
        case 'vacuous': {
            const names = a.relations.filter((r) => r.exercised === 0).map((r) => r.name);
            return {
                category: 'NOT TRUSTWORTHY',
                text: `no relation changed any input (${listing(names)}), so the relations tested nothing.`,
            };
        }
        case 'target-failed': {
            const rows = routes.routes.filter((r) => r.targeted && r.call === 'stochastic');
            return {
                category: 'NOT READY',
                text: `${plural(rows.length, 'route')} flip above the declared target: ${rows
                    .map((r) => `${r.decision} ${r.flips}/${r.pairs} pairs (${interval(r.ciLow, r.ciHigh)}, target ${formatPercent(r.epsilon, 1)})`)
                    .join('; ')}.`,
            };
        }
        case 'stochastic': {
            if (routes !== null && routes.stochastic.length > 0) {
                const rows = routes.routes.filter((r) => r.call === 'stochastic');
                const hides = m !== null && m.call === 'deterministic' ? '; the pooled figure hides them' : '';
                return {
                    category: 'TRUSTWORTHY WITH CARE',
                    text: `decisions change on rerun above the ${eps} tolerance, concentrated on ${plural(rows.length, 'route')}: ${rows
                        .map((r) => `${r.decision} (${r.flips} of ${r.pairs} pairs flipped)`)
                        .join(', ')}${hides}.`,
                };
            }
            return {
                category: 'TRUSTWORTHY WITH CARE',
                text: `decisions change on rerun: ${m.flips} of ${plural(m.pairs, 'pair')} flipped (${formatPercent(m.flipRate)}, ${interval(m.ciLow, m.ciHigh)}), above the ${eps} tolerance; compare relation violations against this rate, not against zero.`,
            };
        }
        case 'undecided': {
            if (routes !== null && routes.targetedUndecided.length > 0) {
                return {
                    category: 'NO ANSWER YET',
                    text: `${listing(routes.targetedUndecided)} ${routes.targetedUndecided.length === 1 ? 'has' : 'have'} a declared target but too few pairs to decide it.`,
                };
            }
            return {
                category: 'NO ANSWER YET',
                text: `${m.flips} of ${plural(m.pairs, 'pair')} flipped; the ${interval(m.ciLow, m.ciHigh)} neither clears nor exceeds the ${eps} tolerance, so collect more pairs.`,
            };
        }
        case 'violations': {
            const violated = a.relations.filter((r) => r.violated > 0);
            return {
                category: 'NOT TRUSTWORTHY',
                text: `${plural(violated.length, 'relation')} changed the decision: ${violated
                    .map((r) => `${r.name} on ${r.violated} of ${plural(r.exercised, 'changed input')}`)
                    .join(', ')}.`,
            };
        }
        case 'deterministic': {
            const undecidedRoutes = routes?.undecided ?? [];
            const bound = `${m.flips} of ${plural(m.pairs, 'pair')} flipped and the 95% upper bound ${formatPercent(m.ciHigh, 1)} is below the ${eps} tolerance`;
            if (undecidedRoutes.length > 0) {
                return {
                    category: 'TRUSTWORTHY AT POOLED LEVEL',
                    text: `${bound}, but ${listing(undecidedRoutes)} ${undecidedRoutes.length === 1 ? 'has' : 'have'} too few pairs to be decided on ${undecidedRoutes.length === 1 ? 'its' : 'their'} own${a.contract !== null ? `; all ${a.contract.contract.required.length} required decisions were observed` : ''}.`,
                };
            }
            const reach = a.contract !== null
                ? `all ${a.contract.contract.required.length} required decisions were observed`
                : `the probes reach ${plural(a.blindness?.distinct ?? 0, 'distinct decision')}`;
            const vacuous = a.relations.filter((r) => r.vacuous).length;
            return {
                category: 'TRUSTWORTHY',
                text: `decisions repeat: ${bound}; ${reach}${vacuous > 0 ? `; ${plural(vacuous, 'relation')} tested nothing` : ''}.`,
            };
        }
        case 'unmeasured':
            return {
                category: 'NO VERDICT MEASURED',
                text: 'no repeat series was scored, so nothing was measured about repeatability.',
            };
    }
}

const MAX_PAIRS = 10_000_000;
function nextSteps(a) {
    const steps = [];
    const m = a.meter;
    const eps = formatPercent(a.epsilon, a.epsilon * 100 >= 1 ? 0 : 1);
    switch (a.status) {
        case 'incomplete': {
            const first = a.errors[0];
            steps.push({
                code: 'fix-failures',
                text: `Fix the ${plural(a.errorCount, 'failed call', 'failed calls')}${first ? ` (first: ${first.message.slice(0, 200)})` : ''}, then collect again; an incomplete run is never admitted.`,
            });
            break;
        }
        case 'contract': {
            const c = a.contract;
            if (c.missingIntended.length > 0) {
                steps.push({
                    code: 'write-cases',
                    text: `Write at least one case for ${listing(c.missingIntended)}.`,
                });
            }
            for (const [label, have, want] of c.underCased) {
                steps.push({
                    code: 'write-cases',
                    text: `Write ${want - have} more ${want - have === 1 ? 'case' : 'cases'} for ${label} (has ${have} of ${want}).`,
                });
            }
            if (c.unknownObserved.length > 0) {
                steps.push({
                    code: 'declare-or-fix',
                    text: `The agent returned ${listing(c.unknownObserved)}, which the contract does not allow: add it to \`allowed\` if it is legitimate, otherwise fix the agent.`,
                });
            }
            if (c.missingObserved.length > 0) {
                steps.push({
                    code: 'reach-route',
                    text: `No case ever reached ${listing(c.missingObserved)}: check that its cases really exercise it.`,
                });
            }
            break;
        }
        case 'blind': {
            const b = a.blindness;
            const allowed = Math.ceil(b.threshold * b.inputs) - 1;
            steps.push({
                code: 'diversify-probes',
                text: `Add probes that should reach other decisions: at most ${allowed} of ${b.inputs} inputs may share one first answer (now ${b.majorityCount}).`,
            });
            break;
        }
        case 'vacuous':
            steps.push({
                code: 'change-relations',
                text: 'Use relations whose transforms change these inputs; a skipped relation is never evidence.',
            });
            break;
        case 'target-failed':
        case 'stochastic': {
            const rows = a.routes?.routes.filter((r) => r.call === 'stochastic') ?? [];
            if (rows.length > 0) {
                steps.push({
                    code: 'stabilise-routes',
                    text: `Stabilise ${listing(rows.map((r) => r.decision))} (for example pin the model, lower temperature, or make the instructions decisive), or accept the measured rate and compare later runs against it.`,
                });
            }
            steps.push({
                code: 'compare-to-rate',
                text: 'Judge relation violations and regressions against the measured flip rate, not against zero; this evidence cannot admit a baseline.',
            });
            break;
        }
        case 'undecided': {
            const undecidedTargeted = a.routes?.routes.filter((r) => r.targeted && r.call === 'undecided') ?? [];
            steps.push(...routeSteps(undecidedTargeted));
            if (undecidedTargeted.length === 0 && m !== null) {
                const best = bestCaseAdmission({
                    flips: m.flips,
                    pairs: m.pairs,
                    epsilon: a.epsilon,
                    maxPairs: MAX_PAIRS,
                });
                if (best.totalPairs === null || best.additionalPairs === null) {
                    steps.push({
                        code: 'collect-pairs',
                        text: `No practical number of pairs certifies ${eps}; choose a larger tolerance.`,
                    });
                    break;
                }
                const perInput = Math.ceil(best.totalPairs / m.inputs);
                const persist = m.flips > 0 ? pairsForDeterministicCall(a.epsilon, { flipRate: m.flipRate }) : null;
                steps.push({
                    code: 'collect-pairs',
                    text: `Collect ${plural(best.additionalPairs, 'more pair')}: if every new pair agrees, ${best.totalPairs} pairs bound the flip rate below ${eps} (about ${2 * perInput} repeats per input over ${plural(m.inputs, 'input')}).${m.flips > 0 ? (persist === null ? ` At the observed rate (${formatPercent(m.flipRate, 1)}) no number of pairs certifies ${eps}.` : ` If the observed rate persists, about ${persist} pairs are needed.`) : ''}`,
                    pairs: best.additionalPairs,
                    repeats: 2 * perInput,
                });
            }
            break;
        }
        case 'violations':
            steps.push({
                code: 'inspect-violations',
                text: `Inspect the violated relations (${listing(a.relations.filter((r) => r.violated > 0).map((r) => r.name))}): the agent changed its decision when only the wording of the input changed.`,
            });
            break;
        case 'deterministic': {
            const undecidedRoutes = a.routes?.routes.filter((r) => r.call === 'undecided') ?? [];
            steps.push(...routeSteps(undecidedRoutes));
            steps.push({
                code: 'admit-baseline',
                text: 'This evidence can support a regression baseline, once a maintainer approves it.',
            });
            break;
        }
        case 'unmeasured':
            steps.push({
                code: 'measure',
                text: 'Run the meter: at least two repeats per input are needed.',
            });
            break;
    }
    return steps;
}
/** One step per distinct need, so six quiet routes with the same shortfall read as one line. */
function routeSteps(routes) {
    const groups = new Map();
    for (const r of routes) {
        const eps = formatPercent(r.epsilon, r.epsilon * 100 >= 1 ? 0 : 1);
        const best = bestCaseAdmission({
            flips: r.flips,
            pairs: r.pairs,
            epsilon: r.epsilon,
            maxPairs: MAX_PAIRS,
        });
        let id;
        let step;
        if (best.totalPairs === null || best.additionalPairs === null) {
            id = `none:${eps}`;
            step = {
                code: 'collect-route-pairs',
                suffix: `no practical number of pairs certifies ${eps}; choose a larger tolerance.`,
            };
        }
        else {
            const perCase = 2 * Math.ceil(best.totalPairs / Math.max(r.cases, 1));
            id = `${best.additionalPairs}:${perCase}:${eps}`;
            step = {
                code: 'collect-route-pairs',
                pairs: best.additionalPairs,
                repeats: perCase,
                suffix: `collect ${plural(best.additionalPairs, 'more pair')} (about ${perCase} repeats per case) to decide at ${eps}, if every new pair agrees.`,
            };
        }
        const group = groups.get(id);
        if (group)
            group.names.push(r.decision);
        else
            groups.set(id, { names: [r.decision], step });
    }
    return [...groups.values()].map(({ names, step }) => {
        const { suffix, ...rest } = step;
        const who = names.length === 1 ? `Route ${names[0]}` : `Routes ${listing(names, 8)}, each`;
        return { ...rest, text: `${who}: ${suffix}` };
    });
}

/**
 * Utilities for hex, bytes, CSPRNG.
 * @module
 */
/*! noble-hashes - MIT License (c) 2022 Paul Miller (paulmillr.com) */
// We use WebCrypto aka globalThis.crypto, which exists in browsers and node.js 16+.
// node.js versions earlier than v19 don't declare it in global scope.
// For node.js, package.json#exports field mapping rewrites import
// from `crypto` to `cryptoNode`, which imports native module.
// Makes the utils un-importable in browsers without a bundler.
// Once node.js 18 is deprecated (2025-04-30), we can just drop the import.
/** Checks if something is Uint8Array. Be careful: nodejs Buffer will return true. */
function isBytes(a) {
    return a instanceof Uint8Array || (ArrayBuffer.isView(a) && a.constructor.name === 'Uint8Array');
}
/** Asserts something is Uint8Array. */
function abytes(b, ...lengths) {
    if (!isBytes(b))
        throw new Error('Uint8Array expected');
    if (lengths.length > 0 && !lengths.includes(b.length))
        throw new Error('Uint8Array expected of length ' + lengths + ', got length=' + b.length);
}
/** Asserts a hash instance has not been destroyed / finished */
function aexists(instance, checkFinished = true) {
    if (instance.destroyed)
        throw new Error('Hash instance has been destroyed');
    if (checkFinished && instance.finished)
        throw new Error('Hash#digest() has already been called');
}
/** Asserts output is properly-sized byte array */
function aoutput(out, instance) {
    abytes(out);
    const min = instance.outputLen;
    if (out.length < min) {
        throw new Error('digestInto() expects output buffer of length at least ' + min);
    }
}
/** Zeroize a byte array. Warning: JS provides no guarantees. */
function clean(...arrays) {
    for (let i = 0; i < arrays.length; i++) {
        arrays[i].fill(0);
    }
}
/** Create DataView of an array for easy byte-level manipulation. */
function createView(arr) {
    return new DataView(arr.buffer, arr.byteOffset, arr.byteLength);
}
/** The rotate right (circular right shift) operation for uint32 */
function rotr(word, shift) {
    return (word << (32 - shift)) | (word >>> shift);
}
// Built-in hex conversion https://caniuse.com/mdn-javascript_builtins_uint8array_fromhex
const hasHexBuiltin = /* @__PURE__ */ (() => 
// @ts-ignore
typeof Uint8Array.from([]).toHex === 'function' && typeof Uint8Array.fromHex === 'function')();
// Array where index 0xf0 (240) is mapped to string 'f0'
const hexes = /* @__PURE__ */ Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/**
 * Convert byte array to hex string. Uses built-in function, when available.
 * @example bytesToHex(Uint8Array.from([0xca, 0xfe, 0x01, 0x23])) // 'cafe0123'
 */
function bytesToHex(bytes) {
    abytes(bytes);
    // @ts-ignore
    if (hasHexBuiltin)
        return bytes.toHex();
    // pre-caching improves the speed 6x
    let hex = '';
    for (let i = 0; i < bytes.length; i++) {
        hex += hexes[bytes[i]];
    }
    return hex;
}
/**
 * Converts string to bytes using UTF8 encoding.
 * @example utf8ToBytes('abc') // Uint8Array.from([97, 98, 99])
 */
function utf8ToBytes(str) {
    if (typeof str !== 'string')
        throw new Error('string expected');
    return new Uint8Array(new TextEncoder().encode(str)); // https://bugzil.la/1681809
}
/**
 * Normalizes (non-hex) string or Uint8Array to Uint8Array.
 * Warning: when Uint8Array is passed, it would NOT get copied.
 * Keep in mind for future mutable operations.
 */
function toBytes(data) {
    if (typeof data === 'string')
        data = utf8ToBytes(data);
    abytes(data);
    return data;
}
/** For runtime check if class implements interface */
class Hash {
}
/** Wraps hash function, creating an interface on top of it */
function createHasher(hashCons) {
    const hashC = (msg) => hashCons().update(toBytes(msg)).digest();
    const tmp = hashCons();
    hashC.outputLen = tmp.outputLen;
    hashC.blockLen = tmp.blockLen;
    hashC.create = () => hashCons();
    return hashC;
}

/**
 * Internal Merkle-Damgard hash utils.
 * @module
 */
/** Polyfill for Safari 14. https://caniuse.com/mdn-javascript_builtins_dataview_setbiguint64 */
function setBigUint64(view, byteOffset, value, isLE) {
    if (typeof view.setBigUint64 === 'function')
        return view.setBigUint64(byteOffset, value, isLE);
    const _32n = BigInt(32);
    const _u32_max = BigInt(0xffffffff);
    const wh = Number((value >> _32n) & _u32_max);
    const wl = Number(value & _u32_max);
    const h = isLE ? 4 : 0;
    const l = isLE ? 0 : 4;
    view.setUint32(byteOffset + h, wh, isLE);
    view.setUint32(byteOffset + l, wl, isLE);
}
/** Choice: a ? b : c */
function Chi(a, b, c) {
    return (a & b) ^ (~a & c);
}
/** Majority function, true if any two inputs is true. */
function Maj(a, b, c) {
    return (a & b) ^ (a & c) ^ (b & c);
}
/**
 * Merkle-Damgard hash construction base class.
 * Could be used to create MD5, RIPEMD, SHA1, SHA2.
 */
class HashMD extends Hash {
    constructor(blockLen, outputLen, padOffset, isLE) {
        super();
        this.finished = false;
        this.length = 0;
        this.pos = 0;
        this.destroyed = false;
        this.blockLen = blockLen;
        this.outputLen = outputLen;
        this.padOffset = padOffset;
        this.isLE = isLE;
        this.buffer = new Uint8Array(blockLen);
        this.view = createView(this.buffer);
    }
    update(data) {
        aexists(this);
        data = toBytes(data);
        abytes(data);
        const { view, buffer, blockLen } = this;
        const len = data.length;
        for (let pos = 0; pos < len;) {
            const take = Math.min(blockLen - this.pos, len - pos);
            // Fast path: we have at least one block in input, cast it to view and process
            if (take === blockLen) {
                const dataView = createView(data);
                for (; blockLen <= len - pos; pos += blockLen)
                    this.process(dataView, pos);
                continue;
            }
            buffer.set(data.subarray(pos, pos + take), this.pos);
            this.pos += take;
            pos += take;
            if (this.pos === blockLen) {
                this.process(view, 0);
                this.pos = 0;
            }
        }
        this.length += data.length;
        this.roundClean();
        return this;
    }
    digestInto(out) {
        aexists(this);
        aoutput(out, this);
        this.finished = true;
        // Padding
        // We can avoid allocation of buffer for padding completely if it
        // was previously not allocated here. But it won't change performance.
        const { buffer, view, blockLen, isLE } = this;
        let { pos } = this;
        // append the bit '1' to the message
        buffer[pos++] = 0b10000000;
        clean(this.buffer.subarray(pos));
        // we have less than padOffset left in buffer, so we cannot put length in
        // current block, need process it and pad again
        if (this.padOffset > blockLen - pos) {
            this.process(view, 0);
            pos = 0;
        }
        // Pad until full block byte with zeros
        for (let i = pos; i < blockLen; i++)
            buffer[i] = 0;
        // Note: sha512 requires length to be 128bit integer, but length in JS will overflow before that
        // You need to write around 2 exabytes (u64_max / 8 / (1024**6)) for this to happen.
        // So we just write lowest 64 bits of that value.
        setBigUint64(view, blockLen - 8, BigInt(this.length * 8), isLE);
        this.process(view, 0);
        const oview = createView(out);
        const len = this.outputLen;
        // NOTE: we do division by 4 later, which should be fused in single op with modulo by JIT
        if (len % 4)
            throw new Error('_sha2: outputLen should be aligned to 32bit');
        const outLen = len / 4;
        const state = this.get();
        if (outLen > state.length)
            throw new Error('_sha2: outputLen bigger than state');
        for (let i = 0; i < outLen; i++)
            oview.setUint32(4 * i, state[i], isLE);
    }
    digest() {
        const { buffer, outputLen } = this;
        this.digestInto(buffer);
        const res = buffer.slice(0, outputLen);
        this.destroy();
        return res;
    }
    _cloneInto(to) {
        to || (to = new this.constructor());
        to.set(...this.get());
        const { blockLen, buffer, length, finished, destroyed, pos } = this;
        to.destroyed = destroyed;
        to.finished = finished;
        to.length = length;
        to.pos = pos;
        if (length % blockLen)
            to.buffer.set(buffer);
        return to;
    }
    clone() {
        return this._cloneInto();
    }
}
/**
 * Initial SHA-2 state: fractional parts of square roots of first 16 primes 2..53.
 * Check out `test/misc/sha2-gen-iv.js` for recomputation guide.
 */
/** Initial SHA256 state. Bits 0..32 of frac part of sqrt of primes 2..19 */
const SHA256_IV = /* @__PURE__ */ Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/**
 * SHA2 hash function. A.k.a. sha256, sha384, sha512, sha512_224, sha512_256.
 * SHA256 is the fastest hash implementable in JS, even faster than Blake3.
 * Check out [RFC 4634](https://datatracker.ietf.org/doc/html/rfc4634) and
 * [FIPS 180-4](https://nvlpubs.nist.gov/nistpubs/FIPS/NIST.FIPS.180-4.pdf).
 * @module
 */
/**
 * Round constants:
 * First 32 bits of fractional parts of the cube roots of the first 64 primes 2..311)
 */
// prettier-ignore
const SHA256_K = /* @__PURE__ */ Uint32Array.from([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
]);
/** Reusable temporary buffer. "W" comes straight from spec. */
const SHA256_W = /* @__PURE__ */ new Uint32Array(64);
class SHA256 extends HashMD {
    constructor(outputLen = 32) {
        super(64, outputLen, 8, false);
        // We cannot use array here since array allows indexing by variable
        // which means optimizer/compiler cannot use registers.
        this.A = SHA256_IV[0] | 0;
        this.B = SHA256_IV[1] | 0;
        this.C = SHA256_IV[2] | 0;
        this.D = SHA256_IV[3] | 0;
        this.E = SHA256_IV[4] | 0;
        this.F = SHA256_IV[5] | 0;
        this.G = SHA256_IV[6] | 0;
        this.H = SHA256_IV[7] | 0;
    }
    get() {
        const { A, B, C, D, E, F, G, H } = this;
        return [A, B, C, D, E, F, G, H];
    }
    // prettier-ignore
    set(A, B, C, D, E, F, G, H) {
        this.A = A | 0;
        this.B = B | 0;
        this.C = C | 0;
        this.D = D | 0;
        this.E = E | 0;
        this.F = F | 0;
        this.G = G | 0;
        this.H = H | 0;
    }
    process(view, offset) {
        // Extend the first 16 words into the remaining 48 words w[16..63] of the message schedule array
        for (let i = 0; i < 16; i++, offset += 4)
            SHA256_W[i] = view.getUint32(offset, false);
        for (let i = 16; i < 64; i++) {
            const W15 = SHA256_W[i - 15];
            const W2 = SHA256_W[i - 2];
            const s0 = rotr(W15, 7) ^ rotr(W15, 18) ^ (W15 >>> 3);
            const s1 = rotr(W2, 17) ^ rotr(W2, 19) ^ (W2 >>> 10);
            SHA256_W[i] = (s1 + SHA256_W[i - 7] + s0 + SHA256_W[i - 16]) | 0;
        }
        // Compression function main loop, 64 rounds
        let { A, B, C, D, E, F, G, H } = this;
        for (let i = 0; i < 64; i++) {
            const sigma1 = rotr(E, 6) ^ rotr(E, 11) ^ rotr(E, 25);
            const T1 = (H + sigma1 + Chi(E, F, G) + SHA256_K[i] + SHA256_W[i]) | 0;
            const sigma0 = rotr(A, 2) ^ rotr(A, 13) ^ rotr(A, 22);
            const T2 = (sigma0 + Maj(A, B, C)) | 0;
            H = G;
            G = F;
            F = E;
            E = (D + T1) | 0;
            D = C;
            C = B;
            B = A;
            A = (T1 + T2) | 0;
        }
        // Add the compressed chunk to the current hash value
        A = (A + this.A) | 0;
        B = (B + this.B) | 0;
        C = (C + this.C) | 0;
        D = (D + this.D) | 0;
        E = (E + this.E) | 0;
        F = (F + this.F) | 0;
        G = (G + this.G) | 0;
        H = (H + this.H) | 0;
        this.set(A, B, C, D, E, F, G, H);
    }
    roundClean() {
        clean(SHA256_W);
    }
    destroy() {
        this.set(0, 0, 0, 0, 0, 0, 0, 0);
        clean(this.buffer);
    }
}
/**
 * SHA2-256 hash function from RFC 4634.
 *
 * It is the fastest JS hash, even faster than Blake3.
 * To break sha256 using birthday attack, attackers need to try 2^128 hashes.
 * BTC network is doing 2^70 hashes/sec (2^95 hashes/year) as per 2025.
 */
const sha256 = /* @__PURE__ */ createHasher(() => new SHA256());

/**
 * Matches a UTF-16 surrogate that is not part of a pair. With the `u` flag a
 * well-formed pair is read as one astral code point, so only lone halves match.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/**
 * The fingerprint of an input: lowercase hex SHA-256 of its UTF-8 bytes. No
 * normalisation is applied, so NFC and NFD spellings of the same text differ.
 *
 * A string holding a lone surrogate has no UTF-8 encoding; it is refused rather
 * than silently encoded as U+FFFD (which would collide with a real U+FFFD).
 */
function inputFingerprint(text, where) {
    if (typeof text !== 'string') {
        throw new Refusal('fingerprint.not-text', `an input must be a string, got ${typeof text}`, where);
    }
    const lone = LONE_SURROGATE.exec(text);
    if (lone !== null) {
        const unit = text.charCodeAt(lone.index).toString(16).toUpperCase();
        throw new Refusal('fingerprint.lone-surrogate', `the input holds a lone surrogate U+${unit} at UTF-16 offset ${lone.index}; it cannot be encoded as UTF-8`, where);
    }
    return bytesToHex(sha256(utf8ToBytes(text)));
}

const ISOLATION_CAVEATS = {
    'shared-session': 'The repeats shared one session, so they are not independent: the interval is narrower than the evidence supports, and this evidence cannot admit a baseline.',
    unknown: 'How the agent was isolated between repeats was not recorded, so independence of the repeats is assumed, not established. Declare the isolation when you know it.',
};
function isolationCaveat(isolation) {
    return ISOLATION_CAVEATS[isolation] ?? null;
}
/**
 * Pair the evidence cases with the suite's cases. As in the reference, the
 * evidence must hold exactly the suite's inputs in the suite's order (the order
 * is what ties a case to its reviewed route). Inputs are compared by fingerprint,
 * so redacted evidence matches too. A refusal says which inputs are missing,
 * which are extra, or where the order first differs.
 */
function alignToSuite(evidence, suite) {
    const suitePrints = suite.cases.map((c) => inputFingerprint(c.input));
    const evidencePrints = evidence.cases.map((c) => c.fingerprint);
    const evidenceSet = new Set(evidencePrints);
    const suiteSet = new Set(suitePrints);
    const missing = suitePrints.filter((f) => !evidenceSet.has(f));
    const extra = evidencePrints.filter((f) => !suiteSet.has(f));
    const show = (list) => list
        .slice(0, 10)
        .map((f) => f.slice(0, 12))
        .join(', ') + (list.length > 10 ? ` and ${list.length - 10} more` : '');
    if (missing.length > 0 || extra.length > 0) {
        const parts = [];
        if (missing.length > 0) {
            parts.push(`${missing.length} suite case(s) have no evidence (${show(missing)})`);
        }
        if (extra.length > 0) {
            parts.push(`${extra.length} evidence case(s) are not in the suite (${show(extra)})`);
        }
        throw new Refusal('assess.suite-mismatch', `the evidence and the suite must hold the same inputs: ${parts.join('; ')} (fingerprint prefixes shown)`);
    }
    if (evidencePrints.length !== suitePrints.length) {
        throw new Refusal('assess.suite-mismatch', `the suite has ${suitePrints.length} cases but the evidence has ${evidencePrints.length}: an input appears more than once`);
    }
    const firstDifference = suitePrints.findIndex((f, i) => evidencePrints[i] !== f);
    if (firstDifference >= 0) {
        throw new Refusal('assess.suite-order', `the evidence holds the suite's inputs but in another order: case ${firstDifference} of the suite is case ${evidencePrints.indexOf(suitePrints[firstDifference])} of the evidence. Write the evidence cases in suite order (the order ties each case to its reviewed route)`);
    }
    return evidence.cases;
}
/**
 * Evidence (+ suite + settings) → Assessment. Pure: the same evidence always
 * gives the same assessment.
 */
function assess(evidence, suite, settings) {
    const epsilon = settings.epsilon;
    validateEpsilon(epsilon);
    const threshold = settings.blindnessThreshold ?? DEFAULT_BLINDNESS_THRESHOLD;
    const layer = evidence.layer;
    if (evidence.cases.length === 0) {
        throw new Refusal('assess.no-cases', 'the evidence holds no cases');
    }
    if (suite !== null && layer !== 'verdict') {
        throw new Refusal('assess.suite-layer', `a decision suite compares decisions, so it needs verdict-layer evidence; this evidence is on the ${layer} layer`);
    }
    const cases = suite === null ? evidence.cases : alignToSuite(evidence, suite);
    const interner = new KeyInterner();
    const errors = [];
    let errorCount = 0;
    let meterCalls = 0;
    let relationCalls = 0;
    const usable = [];
    cases.forEach((c, caseIndex) => {
        const keys = [];
        for (const obs of c.observations) {
            meterCalls++;
            if (obs.error !== undefined) {
                errorCount++;
                errors.push({ caseIndex, fingerprint: c.fingerprint, phase: 'meter', message: obs.error });
                continue;
            }
            keys.push(interner.of(obs, layer));
        }
        const recorded = c.errors ?? 0;
        if (recorded > 0) {
            meterCalls += recorded;
            errorCount += recorded;
            for (let i = 0; i < recorded; i++) {
                errors.push({
                    caseIndex,
                    fingerprint: c.fingerprint,
                    phase: 'recorded',
                    message: 'a recorded run failed before producing a decision',
                });
            }
        }
        for (const rel of c.relations ?? []) {
            // A follow-up call was made when the transform changed the input.
            if (rel.changed && rel.outcome !== 'skipped')
                relationCalls++;
            if (rel.outcome === 'error') {
                errorCount++;
                errors.push({
                    caseIndex,
                    fingerprint: c.fingerprint,
                    phase: 'relations',
                    relation: rel.name,
                    message: rel.error ?? 'the relation could not be checked',
                });
            }
        }
        const failedHere = keys.length < c.observations.length + recorded;
        if (keys.length < 2) {
            if (!failedHere) {
                throw new Refusal('assess.series-too-short', `every case needs at least two observations to form a pair; this one has ${keys.length}`, `cases[${caseIndex}]`);
            }
            usable.push(keys.length === 0 ? null : keys);
        }
        else {
            usable.push(keys);
        }
    });
    const describe = (i) => `cases[${i}]`;
    const scored = usable
        .map((keys, index) => ({ keys, index }))
        .filter((x) => x.keys !== null && x.keys.length >= 2);
    const meter = scored.length === 0
        ? null
        : scoreKeyedSeries(scored.map((s) => s.keys), { layer, epsilon, describe: (i) => describe(scored[i]?.index ?? i) });
    const firsts = usable
        .filter((k) => k !== null && k.length > 0)
        .map((k) => k[0]);
    const blindness = firsts.length === 0 ? null : scoreBlindnessKeys(firsts, layer, threshold);
    // Intended routes: the suite's expectations, else every case's `expected` when all have one.
    let intended = null;
    if (suite !== null)
        intended = suite.cases.map((c) => c.expected);
    else if (cases.every((c) => typeof c.expected === 'string' && c.expected.length > 0)) {
        intended = cases.map((c) => c.expected);
    }
    const routes = intended === null
        ? null
        : stratify(intended.map((route, i) => {
            const keys = usable[i] ?? null;
            return { intended: route, keys: keys !== null && keys.length >= 2 ? keys : null };
        }), {
            layer,
            epsilon,
            describe,
            ...(suite !== null ? { targets: suite.contract.stabilityTargets } : {}),
        });
    let contract = null;
    if (suite !== null) {
        const perCase = usable.map((k) => k ?? []);
        const coverage = assessDecisionCoverage(suite, usable.map((k) => (k !== null && k.length > 0 ? k[0] : null)), perCase, perCase.flat());
        contract = { ...coverage, contract: suite.contract };
    }
    const relations = summariseRelations(evidence.relations, cases);
    const relationCoverage = intended !== null && evidence.relations.length > 0
        ? relationCoverageByRoute(intended, cases)
        : null;
    const complete = errorCount === 0 && evidence.complete;
    const relationsRun = evidence.relations.length > 0;
    const exercised = relations.reduce((sum, r) => sum + r.exercised, 0);
    const anyViolated = relations.some((r) => r.violated > 0);
    let status;
    if (!complete)
        status = 'incomplete';
    else if (contract !== null && !contract.satisfied)
        status = 'contract';
    else if (blindness?.blind === true)
        status = 'blind';
    else if (relationsRun && exercised === 0)
        status = 'vacuous';
    else if (routes !== null && routes.targetedStochastic.length > 0)
        status = 'target-failed';
    else if (routes !== null && routes.stochastic.length > 0)
        status = 'stochastic';
    else if (routes !== null && routes.targetedUndecided.length > 0)
        status = 'undecided';
    else if (meter !== null && meter.call === 'undecided')
        status = 'undecided';
    else if (anyViolated)
        status = 'violations';
    else if (meter !== null && meter.call === 'stochastic')
        status = 'stochastic';
    else if (meter !== null)
        status = 'deterministic';
    else
        status = 'unmeasured';
    const caveats = [];
    const isolationNote = isolationCaveat(evidence.isolation);
    if (isolationNote !== null)
        caveats.push(isolationNote);
    if (!evidence.complete) {
        caveats.push(`Collection stopped before it finished${evidence.stopReason ? ` (${evidence.stopReason})` : ''}; the figures cover only what was collected.`);
    }
    const partial = {
        status,
        exitCode: exitCodeFor(status),
        complete,
        layer,
        isolation: evidence.isolation,
        epsilon,
        meter,
        blindness,
        routes,
        contract,
        relations,
        relationCoverage,
        errors,
        errorCount,
        calls: { total: meterCalls + relationCalls, meter: meterCalls, relations: relationCalls },
        inputFingerprints: cases.map((c) => c.fingerprint),
        ...(evidence.stopReason !== undefined ? { stopReason: evidence.stopReason } : {}),
    };
    return {
        ...partial,
        headline: headlineFor(partial),
        caveats,
        next: nextSteps(partial),
    };
}

/**
 * Reading JSON text the way users write it: one leading byte-order mark is
 * dropped, CRLF line ends are fine, a repeated key keeps its last value (as
 * `JSON.parse` does), and a syntax error becomes a refusal naming the file, the
 * line and column, and what was expected there.
 */
const BOM = '\uFEFF';
/** Parses JSON text; `file` names the source in refusals. */
function parseJsonText(text, file) {
    const body = text.startsWith(BOM) ? text.slice(1) : text;
    if (body.trim() === '') {
        throw new Refusal('json.empty', body.length === 0
            ? 'the file is empty; expected a JSON value'
            : 'the file holds only whitespace; expected a JSON value', file);
    }
    try {
        return JSON.parse(body);
    }
    catch (error) {
        const found = locateSyntaxError(body) ?? fromNodeMessage(body, error);
        const { line, column } = lineAndColumn(body, found.offset);
        throw new Refusal('json.syntax', `not valid JSON: expected ${found.expected}, found ${describeAt(body, found.offset)}`, `${file}:${line}:${column}`);
    }
}
/** Reads a file as strict UTF-8 text (invalid bytes are refused, one BOM is kept for the parser). */
async function readTextFile(path) {
    let bytes;
    try {
        bytes = await readFile(path);
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT'
            ? 'no such file'
            : code === 'EISDIR'
                ? 'it is a directory, not a file'
                : code === 'EACCES'
                    ? 'permission denied'
                    : error instanceof Error
                        ? error.message
                        : String(error);
        throw new Refusal('file.read', `cannot read the file: ${why}`, path);
    }
    return decodeUtf8(bytes, path);
}
/** Reads and parses a JSON file (strict UTF-8, see `parseJsonText`). */
async function readJsonFile(path) {
    return parseJsonText(await readTextFile(path), path);
}
/** Decodes bytes as strict UTF-8; a refusal names the file, byte offset and line of the first bad byte. */
function decodeUtf8(bytes, file) {
    try {
        return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    }
    catch {
        const offset = firstInvalidUtf8(bytes);
        let line = 1;
        for (let i = 0; i < offset; i++)
            if (bytes[i] === 0x0a)
                line++;
        const byte = bytes[offset] ?? 0;
        throw new Refusal('file.utf8', `not valid UTF-8: the sequence starting with byte 0x${hex2(byte)} at byte offset ${offset} (line ${line}) is not well-formed; save the file as UTF-8`, file);
    }
}
function hex2(n) {
    return n.toString(16).toUpperCase().padStart(2, '0');
}
/** Byte offset where the first ill-formed UTF-8 sequence starts (the length when all is well). */
function firstInvalidUtf8(bytes) {
    let i = 0;
    const n = bytes.length;
    while (i < n) {
        const b = bytes[i] ?? 0;
        if (b < 0x80) {
            i++;
            continue;
        }
        let need;
        let lo = 0x80;
        let hi = 0xbf;
        if (b >= 0xc2 && b <= 0xdf)
            need = 1;
        else if (b >= 0xe0 && b <= 0xef) {
            need = 2;
            if (b === 0xe0)
                lo = 0xa0; // no overlong forms
            if (b === 0xed)
                hi = 0x9f; // no surrogates
        }
        else if (b >= 0xf0 && b <= 0xf4) {
            need = 3;
            if (b === 0xf0)
                lo = 0x90; // no overlong forms
            if (b === 0xf4)
                hi = 0x8f; // nothing above U+10FFFF
        }
        else
            return i;
        for (let k = 1; k <= need; k++) {
            const c = bytes[i + k];
            const min = k === 1 ? lo : 0x80;
            const max = k === 1 ? hi : 0xbf;
            if (c === undefined || c < min || c > max)
                return i;
        }
        i += need + 1;
    }
    return n;
}
class Stop {
    spot;
    constructor(spot) {
        this.spot = spot;
    }
}
const A_VALUE = 'a JSON value (object, array, string, number, true, false or null)';
/** The first place `text` stops being JSON, or null when it scans as valid. */
function locateSyntaxError(text) {
    let i = 0;
    const n = text.length;
    const fail = (expected, at = i) => {
        throw new Stop({ offset: at, expected });
    };
    const ws = () => {
        while (i < n) {
            const c = text[i];
            if (c === ' ' || c === '\t' || c === '\n' || c === '\r')
                i++;
            else
                break;
        }
    };
    const literal = (word) => {
        for (let k = 0; k < word.length; k++) {
            if (text[i] !== word[k])
                fail(`'${word}'`, i);
            i++;
        }
    };
    const digits = (what) => {
        const start = i;
        while (i < n && (text[i] ?? '') >= '0' && (text[i] ?? '') <= '9')
            i++;
        if (i === start)
            fail(what);
    };
    const number = () => {
        if (text[i] === '-')
            i++;
        if (text[i] === '0')
            i++;
        else
            digits('a digit');
        if (text[i] === '.') {
            i++;
            digits('a digit after the decimal point');
        }
        if (text[i] === 'e' || text[i] === 'E') {
            i++;
            if (text[i] === '+' || text[i] === '-')
                i++;
            digits('a digit in the exponent');
        }
    };
    const string = () => {
        i++; // opening quote
        for (;;) {
            if (i >= n)
                fail('a closing double quote');
            const c = text.charCodeAt(i);
            if (c === 0x22) {
                i++;
                return;
            }
            if (c === 0x5c) {
                const e = text[i + 1];
                if (e === undefined)
                    fail('an escape character after the backslash', i + 1);
                if (e === 'u') {
                    for (let k = 2; k < 6; k++) {
                        if (!/^[0-9a-fA-F]$/.test(text[i + k] ?? '')) {
                            fail('four hex digits after \\u', i + k);
                        }
                    }
                    i += 6;
                }
                else if (e !== undefined && '"\\/bfnrt'.includes(e))
                    i += 2;
                else
                    fail('a valid escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)', i + 1);
                continue;
            }
            if (c < 0x20)
                fail('no raw control character inside a string (write it as an escape such as \\n)');
            i++;
        }
    };
    const value = (depth) => {
        if (depth > 10_000)
            fail('less deeply nested JSON');
        ws();
        if (i >= n)
            fail(A_VALUE);
        const c = text[i];
        if (c === '{') {
            i++;
            ws();
            if (text[i] === '}') {
                i++;
                return;
            }
            for (;;) {
                ws();
                if (text[i] !== '"')
                    fail('a property name in double quotes');
                string();
                ws();
                if (text[i] !== ':')
                    fail("':' after the property name");
                i++;
                value(depth + 1);
                ws();
                if (text[i] === ',') {
                    i++;
                    continue;
                }
                if (text[i] === '}') {
                    i++;
                    return;
                }
                fail("',' or '}' after a property value");
            }
        }
        else if (c === '[') {
            i++;
            ws();
            if (text[i] === ']') {
                i++;
                return;
            }
            for (;;) {
                value(depth + 1);
                ws();
                if (text[i] === ',') {
                    i++;
                    continue;
                }
                if (text[i] === ']') {
                    i++;
                    return;
                }
                fail("',' or ']' after an array element");
            }
        }
        else if (c === '"')
            string();
        else if (c === '-' || (c !== undefined && c >= '0' && c <= '9'))
            number();
        else if (c === 't')
            literal('true');
        else if (c === 'f')
            literal('false');
        else if (c === 'n')
            literal('null');
        else
            fail(A_VALUE);
    };
    try {
        value(0);
        ws();
        if (i < n)
            fail('the end of the file after the JSON value');
        return null;
    }
    catch (stop) {
        if (stop instanceof Stop)
            return stop.spot;
        return null; // e.g. a stack overflow on absurd nesting: fall back to Node's message
    }
}
function fromNodeMessage(text, error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /at position (\d+)/.exec(message);
    const offset = at?.[1] === undefined ? text.length : Math.min(Number(at[1]), text.length);
    return { offset, expected: `valid JSON (${message})` };
}
/** 1-based line and column (in code points) of a UTF-16 offset; CRLF counts as one line end. */
function lineAndColumn(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset && i < text.length; i++) {
        if (text[i] === '\n') {
            line++;
            lineStart = i + 1;
        }
    }
    const column = [...text.slice(lineStart, offset).replace(/\r$/, '')].length + 1;
    return { line, column };
}
function describeAt(text, offset) {
    if (offset >= text.length)
        return 'the end of the file';
    const cp = text.codePointAt(offset) ?? 0;
    const ch = String.fromCodePoint(cp);
    if (ch === '\n' || (ch === '\r' && text[offset + 1] === '\n'))
        return 'the end of the line';
    if (cp < 0x20 || cp === 0x7f)
        return `control character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    return ch === "'" ? `"'"` : `'${ch}'`;
}

/** Small helpers shared by the readers: JSON paths, places in refusals, plain type names. */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** `['cases', 3, 'observations', 1]` → `cases[3].observations[1]`. */
function jsonPath(parts) {
    let out = '';
    for (const part of parts) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else if (IDENTIFIER.test(part))
            out += out === '' ? part : `.${part}`;
        else
            out += `[${JSON.stringify(part)}]`;
    }
    return out;
}
/** A JSON pointer (`/cases/3/observations/1`) as a path (`cases[3].observations[1]`). */
function pointerToPath(pointer) {
    if (pointer === '')
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^(0|[1-9][0-9]*)$/.test(part) ? Number(part) : part));
}
/** The `where` of a refusal: the file and the JSON path inside it. */
function placeOf(file, parts) {
    const path = jsonPath(parts);
    if (file === undefined)
        return path === '' ? 'the evidence' : path;
    return path === '' ? file : `${file}: ${path}`;
}
/** A plain name for the JSON type of a value, for "expected X, found Y". */
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    switch (typeof value) {
        case 'string':
            return 'a string';
        case 'number':
            return Number.isInteger(value) ? 'an integer' : 'a number';
        case 'boolean':
            return value ? 'true' : 'false';
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * Python's whitespace (`str.isspace`), which the reference strips before calling a
 * text empty. Not JavaScript's `\s`: U+001C–U+001F and U+0085 are in, U+FEFF is out.
 */
const PY_SPACE = '\\u0009-\\u000D\\u001C-\\u001F\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
const ONLY_PY_SPACE = new RegExp(`^[${PY_SPACE}]*$`, 'u');
/** True when the text is empty once Python-style whitespace is stripped. */
function isBlank(text) {
    return ONLY_PY_SPACE.test(text);
}
/** Shortens a value for a message. */
function shortJson(value, max = 60) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The reference's own evidence file, `agentverity.evidence/v2`: observations
 * recorded elsewhere, one list per input in production order. Read with the
 * reference's acceptance rules; written back in its normalised form.
 */
const REFERENCE_EVIDENCE_SCHEMA = 'agentverity.evidence/v2';
/** Field names that show a case carries aggregates instead of observations. */
const AGGREGATE_HINTS = [
    'flip_rate',
    'flipRate',
    'pass_rate',
    'passRate',
    'rate',
    'runs',
    'passes',
    'pass_count',
    'passCount',
    'fail_count',
    'failures',
    'score',
    'count',
];
function refuse(file, path, message) {
    throw new Refusal('evidence.reference', message, placeOf(file, path));
}
function oneOf$1(values) {
    return values.map((v) => JSON.stringify(v)).join(', ');
}
/** Reads an `agentverity.evidence/v2` value (already parsed JSON) into Evidence. */
function parseReferenceEvidence(value, file) {
    if (!isPlainObject(value)) {
        refuse(file, [], `expected a JSON object with "schema": "${REFERENCE_EVIDENCE_SCHEMA}", found ${typeName(value)}`);
    }
    if (value['schema'] !== REFERENCE_EVIDENCE_SCHEMA) {
        refuse(file, ['schema'], value['schema'] === undefined
            ? `missing; expected "${REFERENCE_EVIDENCE_SCHEMA}"`
            : `expected exactly "${REFERENCE_EVIDENCE_SCHEMA}", found ${shortJson(value['schema'])}`);
    }
    const layerValue = 'layer' in value ? value['layer'] : 'verdict';
    if (!LAYERS.includes(layerValue)) {
        refuse(file, ['layer'], `expected one of ${oneOf$1(LAYERS)}, found ${shortJson(layerValue)}`);
    }
    const layer = layerValue;
    const isolationValue = 'isolation' in value ? value['isolation'] : 'unknown';
    if (!ISOLATIONS.includes(isolationValue)) {
        refuse(file, ['isolation'], `expected one of ${oneOf$1(ISOLATIONS)}, found ${shortJson(isolationValue)}`);
    }
    const isolation = isolationValue;
    const provenanceValue = 'provenance' in value ? value['provenance'] : {};
    if (!isPlainObject(provenanceValue)) {
        refuse(file, ['provenance'], `expected an object, found ${typeName(provenanceValue)}`);
    }
    const casesValue = value['cases'];
    if (!Array.isArray(casesValue)) {
        refuse(file, ['cases'], casesValue === undefined
            ? 'missing; expected a list of cases'
            : `expected a list of cases, found ${typeName(casesValue)}`);
    }
    if (casesValue.length === 0)
        refuse(file, ['cases'], 'expected at least one case, found none');
    const seen = new Map();
    const cases = casesValue.map((raw, index) => {
        const at = ['cases', index];
        if (!isPlainObject(raw))
            refuse(file, at, `expected a case object, found ${typeName(raw)}`);
        const input = raw['input'];
        if (typeof input !== 'string') {
            refuse(file, [...at, 'input'], input === undefined
                ? 'missing; expected the input text'
                : `expected a string, found ${typeName(input)}`);
        }
        if (isBlank(input))
            refuse(file, [...at, 'input'], 'expected a non-empty input, found only whitespace');
        const earlier = seen.get(input);
        if (earlier !== undefined) {
            refuse(file, [...at, 'input'], `the same input as cases[${earlier}]; every input must appear once`);
        }
        seen.set(input, index);
        const fingerprint = inputFingerprint(input, placeOf(file, [...at, 'input']));
        if (!('observations' in raw)) {
            const hints = Object.keys(raw).filter((k) => AGGREGATE_HINTS.includes(k));
            refuse(file, at, `has no "observations" list${hints.length > 0 ? ` (it has ${hints.map((h) => `"${h}"`).join(', ')})` : ''}. ` +
                'Aggregates such as rates or pass counts cannot be assessed: repeatability is measured ' +
                'from the individual observations of each input, in the order they were produced.');
        }
        const observationsValue = raw['observations'];
        if (!Array.isArray(observationsValue)) {
            refuse(file, [...at, 'observations'], `expected a list, found ${typeName(observationsValue)}`);
        }
        if (observationsValue.length < 2) {
            refuse(file, [...at, 'observations'], `expected at least 2 observations (one pair), found ${observationsValue.length}`);
        }
        const observations = observationsValue.map((obs, k) => readObservation(obs, layer, file, [...at, 'observations', k]));
        const expected = raw['expected'];
        if (expected !== undefined && expected !== null) {
            if (typeof expected !== 'string' || isBlank(expected)) {
                refuse(file, [...at, 'expected'], `expected a non-empty string (the intended decision), found ${shortJson(expected)}`);
            }
        }
        const errors = raw['errors'];
        if (errors !== undefined && errors !== null) {
            if (typeof errors !== 'number' || !Number.isInteger(errors) || errors < 0) {
                refuse(file, [...at, 'errors'], `expected a non-negative integer (runs that failed without a decision), found ${shortJson(errors)}`);
            }
        }
        const out = {
            input,
            fingerprint,
            ...(typeof expected === 'string' ? { expected } : {}),
            observations,
            ...(typeof errors === 'number' ? { errors } : {}),
        };
        return out;
    });
    return { layer, isolation, provenance: provenanceValue, cases, complete: true, relations: [] };
}
function readObservation(obs, layer, file, at) {
    if (typeof obs === 'string') {
        if (layer === 'tools') {
            refuse(file, at, 'the tools layer needs every observation to be a list of tool names, found a string');
        }
        if (layer === 'text')
            return { text: obs };
        // An empty string is no label: it is kept as (empty) text, compared as such.
        return obs === '' ? { text: '' } : { decision: obs, text: obs };
    }
    if (Array.isArray(obs)) {
        if (layer !== 'tools') {
            refuse(file, at, `a list (tool path) cannot be an observation on the ${layer} layer; ` +
                (layer === 'verdict' ? 'expected a string or a no-decision object' : 'expected a string'));
        }
        const bad = obs.findIndex((t) => typeof t !== 'string');
        if (bad >= 0)
            refuse(file, [...at, bad], `expected a tool name (string), found ${typeName(obs[bad])}`);
        return { tools: obs };
    }
    if (isPlainObject(obs)) {
        if (obs['kind'] !== 'no_decision') {
            refuse(file, [...at, 'kind'], `an object observation must be {"kind": "no_decision", "reason": ...}; found kind ${shortJson(obs['kind'])} ` +
                '(a decision is written as its bare label)');
        }
        const reason = obs['reason'];
        if (!NO_DECISION_REASONS.includes(reason)) {
            refuse(file, [...at, 'reason'], `expected one of ${oneOf$1(NO_DECISION_REASONS)}, found ${shortJson(reason)}`);
        }
        if (layer !== 'verdict') {
            refuse(file, at, `a no-decision cannot be an observation on the ${layer} layer; expected ${layer === 'text' ? 'a string' : 'a list of tool names'}`);
        }
        return { decision: { noDecision: reason } };
    }
    return refuse(file, at, `expected ${layer === 'tools' ? 'a list of tool names' : layer === 'text' ? 'a string' : 'a string or a no-decision object'}, found ${typeName(obs)}`);
}
/** The reference's JSON encoding of one observation on a layer. */
function writeObservation(obs, layer) {
    if (layer === 'tools')
        return [...(obs.tools ?? [])];
    if (layer === 'text')
        return obs.text ?? (typeof obs.decision === 'string' ? obs.decision : '');
    const d = obs.decision;
    if (typeof d === 'string')
        return d;
    if (d !== undefined)
        return { kind: 'no_decision', reason: d.noDecision };
    return obs.text ?? '';
}
/** Deep copy with object keys in code-point order (as Python's `sort_keys`). */
function sortKeysDeep$1(value) {
    if (Array.isArray(value))
        return value.map(sortKeysDeep$1);
    if (isPlainObject(value)) {
        const out = {};
        for (const key of Object.keys(value).sort(compareCodePoints))
            out[key] = sortKeysDeep$1(value[key]);
        return out;
    }
    return value;
}
/**
 * The reference's normalised JSON for evidence: keys sorted, `expected` only when
 * present, `errors` only when non-zero, provenance omitted when empty. Failed calls
 * (observations with `error`) have no place in that format and are counted in
 * `errors`. A redacted case (no input) cannot be written and is refused.
 */
function writeReferenceEvidence(evidence) {
    const cases = evidence.cases.map((c, index) => {
        if (c.input === undefined) {
            throw new Refusal('evidence.redacted', `the input of this case was redacted (fingerprint ${c.fingerprint.slice(0, 12)}); ${REFERENCE_EVIDENCE_SCHEMA} needs every input`, `cases[${index}]`);
        }
        const kept = c.observations.filter((o) => o.error === undefined);
        const errors = (c.errors ?? 0) + (c.observations.length - kept.length);
        return sortKeysDeep$1({
            input: c.input,
            ...(c.expected === undefined ? {} : { expected: c.expected }),
            ...(errors > 0 ? { errors } : {}),
            observations: kept.map((o) => writeObservation(o, evidence.layer)),
        });
    });
    return sortKeysDeep$1({
        schema: REFERENCE_EVIDENCE_SCHEMA,
        layer: evidence.layer,
        isolation: evidence.isolation,
        cases,
        ...(Object.keys(evidence.provenance).length > 0 ? { provenance: evidence.provenance } : {}),
    });
}
/** The reference's file text: indent 2, keys sorted, trailing newline. */
function serialiseReferenceEvidence(evidence) {
    return `${JSON.stringify(writeReferenceEvidence(evidence), null, 2)}\n`;
}
/** Σ floor(observations / 2) over the cases: the disjoint pairs available. */
function totalPairs(evidence) {
    let total = 0;
    for (const c of evidence.cases)
        total += Math.floor(c.observations.length / 2);
    return total;
}

var ajv = {exports: {}};

var core$1 = {};

var validate$1 = {};

var boolSchema = {};

var errors = {};

var codegen = {};

var code$1 = {};

var hasRequiredCode$1;

function requireCode$1 () {
	if (hasRequiredCode$1) return code$1;
	hasRequiredCode$1 = 1;
	(function (exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
		// eslint-disable-next-line @typescript-eslint/no-extraneous-class
		class _CodeOrName {
		}
		exports._CodeOrName = _CodeOrName;
		exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
		class Name extends _CodeOrName {
		    constructor(s) {
		        super();
		        if (!exports.IDENTIFIER.test(s))
		            throw new Error("CodeGen: name must be a valid identifier");
		        this.str = s;
		    }
		    toString() {
		        return this.str;
		    }
		    emptyStr() {
		        return false;
		    }
		    get names() {
		        return { [this.str]: 1 };
		    }
		}
		exports.Name = Name;
		class _Code extends _CodeOrName {
		    constructor(code) {
		        super();
		        this._items = typeof code === "string" ? [code] : code;
		    }
		    toString() {
		        return this.str;
		    }
		    emptyStr() {
		        if (this._items.length > 1)
		            return false;
		        const item = this._items[0];
		        return item === "" || item === '""';
		    }
		    get str() {
		        var _a;
		        return ((_a = this._str) !== null && _a !== void 0 ? _a : (this._str = this._items.reduce((s, c) => `${s}${c}`, "")));
		    }
		    get names() {
		        var _a;
		        return ((_a = this._names) !== null && _a !== void 0 ? _a : (this._names = this._items.reduce((names, c) => {
		            if (c instanceof Name)
		                names[c.str] = (names[c.str] || 0) + 1;
		            return names;
		        }, {})));
		    }
		}
		exports._Code = _Code;
		exports.nil = new _Code("");
		function _(strs, ...args) {
		    const code = [strs[0]];
		    let i = 0;
		    while (i < args.length) {
		        addCodeArg(code, args[i]);
		        code.push(strs[++i]);
		    }
		    return new _Code(code);
		}
		exports._ = _;
		const plus = new _Code("+");
		function str(strs, ...args) {
		    const expr = [safeStringify(strs[0])];
		    let i = 0;
		    while (i < args.length) {
		        expr.push(plus);
		        addCodeArg(expr, args[i]);
		        expr.push(plus, safeStringify(strs[++i]));
		    }
		    optimize(expr);
		    return new _Code(expr);
		}
		exports.str = str;
		function addCodeArg(code, arg) {
		    if (arg instanceof _Code)
		        code.push(...arg._items);
		    else if (arg instanceof Name)
		        code.push(arg);
		    else
		        code.push(interpolate(arg));
		}
		exports.addCodeArg = addCodeArg;
		function optimize(expr) {
		    let i = 1;
		    while (i < expr.length - 1) {
		        if (expr[i] === plus) {
		            const res = mergeExprItems(expr[i - 1], expr[i + 1]);
		            if (res !== undefined) {
		                expr.splice(i - 1, 3, res);
		                continue;
		            }
		            expr[i++] = "+";
		        }
		        i++;
		    }
		}
		function mergeExprItems(a, b) {
		    if (b === '""')
		        return a;
		    if (a === '""')
		        return b;
		    if (typeof a == "string") {
		        if (b instanceof Name || a[a.length - 1] !== '"')
		            return;
		        if (typeof b != "string")
		            return `${a.slice(0, -1)}${b}"`;
		        if (b[0] === '"')
		            return a.slice(0, -1) + b.slice(1);
		        return;
		    }
		    if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
		        return `"${a}${b.slice(1)}`;
		    return;
		}
		function strConcat(c1, c2) {
		    return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str `${c1}${c2}`;
		}
		exports.strConcat = strConcat;
		// TODO do not allow arrays here
		function interpolate(x) {
		    return typeof x == "number" || typeof x == "boolean" || x === null
		        ? x
		        : safeStringify(Array.isArray(x) ? x.join(",") : x);
		}
		function stringify(x) {
		    return new _Code(safeStringify(x));
		}
		exports.stringify = stringify;
		function safeStringify(x) {
		    return JSON.stringify(x)
		        .replace(/\u2028/g, "\\u2028")
		        .replace(/\u2029/g, "\\u2029");
		}
		exports.safeStringify = safeStringify;
		function getProperty(key) {
		    return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _ `[${key}]`;
		}
		exports.getProperty = getProperty;
		//Does best effort to format the name properly
		function getEsmExportName(key) {
		    if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
		        return new _Code(`${key}`);
		    }
		    throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
		}
		exports.getEsmExportName = getEsmExportName;
		function regexpCode(rx) {
		    return new _Code(rx.toString());
		}
		exports.regexpCode = regexpCode;
		
	} (code$1));
	return code$1;
}

var scope = {};

var hasRequiredScope;

function requireScope () {
	if (hasRequiredScope) return scope;
	hasRequiredScope = 1;
	(function (exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
		const code_1 = /*@__PURE__*/ requireCode$1();
		class ValueError extends Error {
		    constructor(name) {
		        super(`CodeGen: "code" for ${name} not defined`);
		        this.value = name.value;
		    }
		}
		var UsedValueState;
		(function (UsedValueState) {
		    UsedValueState[UsedValueState["Started"] = 0] = "Started";
		    UsedValueState[UsedValueState["Completed"] = 1] = "Completed";
		})(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
		exports.varKinds = {
		    const: new code_1.Name("const"),
		    let: new code_1.Name("let"),
		    var: new code_1.Name("var"),
		};
		class Scope {
		    constructor({ prefixes, parent } = {}) {
		        this._names = {};
		        this._prefixes = prefixes;
		        this._parent = parent;
		    }
		    toName(nameOrPrefix) {
		        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
		    }
		    name(prefix) {
		        return new code_1.Name(this._newName(prefix));
		    }
		    _newName(prefix) {
		        const ng = this._names[prefix] || this._nameGroup(prefix);
		        return `${prefix}${ng.index++}`;
		    }
		    _nameGroup(prefix) {
		        var _a, _b;
		        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || (this._prefixes && !this._prefixes.has(prefix))) {
		            throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
		        }
		        return (this._names[prefix] = { prefix, index: 0 });
		    }
		}
		exports.Scope = Scope;
		class ValueScopeName extends code_1.Name {
		    constructor(prefix, nameStr) {
		        super(nameStr);
		        this.prefix = prefix;
		    }
		    setValue(value, { property, itemIndex }) {
		        this.value = value;
		        this.scopePath = (0, code_1._) `.${new code_1.Name(property)}[${itemIndex}]`;
		    }
		}
		exports.ValueScopeName = ValueScopeName;
		const line = (0, code_1._) `\n`;
		class ValueScope extends Scope {
		    constructor(opts) {
		        super(opts);
		        this._values = {};
		        this._scope = opts.scope;
		        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
		    }
		    get() {
		        return this._scope;
		    }
		    name(prefix) {
		        return new ValueScopeName(prefix, this._newName(prefix));
		    }
		    value(nameOrPrefix, value) {
		        var _a;
		        if (value.ref === undefined)
		            throw new Error("CodeGen: ref must be passed in value");
		        const name = this.toName(nameOrPrefix);
		        const { prefix } = name;
		        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
		        let vs = this._values[prefix];
		        if (vs) {
		            const _name = vs.get(valueKey);
		            if (_name)
		                return _name;
		        }
		        else {
		            vs = this._values[prefix] = new Map();
		        }
		        vs.set(valueKey, name);
		        const s = this._scope[prefix] || (this._scope[prefix] = []);
		        const itemIndex = s.length;
		        s[itemIndex] = value.ref;
		        name.setValue(value, { property: prefix, itemIndex });
		        return name;
		    }
		    getValue(prefix, keyOrRef) {
		        const vs = this._values[prefix];
		        if (!vs)
		            return;
		        return vs.get(keyOrRef);
		    }
		    scopeRefs(scopeName, values = this._values) {
		        return this._reduceValues(values, (name) => {
		            if (name.scopePath === undefined)
		                throw new Error(`CodeGen: name "${name}" has no value`);
		            return (0, code_1._) `${scopeName}${name.scopePath}`;
		        });
		    }
		    scopeCode(values = this._values, usedValues, getCode) {
		        return this._reduceValues(values, (name) => {
		            if (name.value === undefined)
		                throw new Error(`CodeGen: name "${name}" has no value`);
		            return name.value.code;
		        }, usedValues, getCode);
		    }
		    _reduceValues(values, valueCode, usedValues = {}, getCode) {
		        let code = code_1.nil;
		        for (const prefix in values) {
		            const vs = values[prefix];
		            if (!vs)
		                continue;
		            const nameSet = (usedValues[prefix] = usedValues[prefix] || new Map());
		            vs.forEach((name) => {
		                if (nameSet.has(name))
		                    return;
		                nameSet.set(name, UsedValueState.Started);
		                let c = valueCode(name);
		                if (c) {
		                    const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
		                    code = (0, code_1._) `${code}${def} ${name} = ${c};${this.opts._n}`;
		                }
		                else if ((c = getCode === null || getCode === void 0 ? void 0 : getCode(name))) {
		                    code = (0, code_1._) `${code}${c}${this.opts._n}`;
		                }
		                else {
		                    throw new ValueError(name);
		                }
		                nameSet.set(name, UsedValueState.Completed);
		            });
		        }
		        return code;
		    }
		}
		exports.ValueScope = ValueScope;
		
	} (scope));
	return scope;
}

var hasRequiredCodegen;

function requireCodegen () {
	if (hasRequiredCodegen) return codegen;
	hasRequiredCodegen = 1;
	(function (exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
		const code_1 = /*@__PURE__*/ requireCode$1();
		const scope_1 = /*@__PURE__*/ requireScope();
		var code_2 = /*@__PURE__*/ requireCode$1();
		Object.defineProperty(exports, "_", { enumerable: true, get: function () { return code_2._; } });
		Object.defineProperty(exports, "str", { enumerable: true, get: function () { return code_2.str; } });
		Object.defineProperty(exports, "strConcat", { enumerable: true, get: function () { return code_2.strConcat; } });
		Object.defineProperty(exports, "nil", { enumerable: true, get: function () { return code_2.nil; } });
		Object.defineProperty(exports, "getProperty", { enumerable: true, get: function () { return code_2.getProperty; } });
		Object.defineProperty(exports, "stringify", { enumerable: true, get: function () { return code_2.stringify; } });
		Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function () { return code_2.regexpCode; } });
		Object.defineProperty(exports, "Name", { enumerable: true, get: function () { return code_2.Name; } });
		var scope_2 = /*@__PURE__*/ requireScope();
		Object.defineProperty(exports, "Scope", { enumerable: true, get: function () { return scope_2.Scope; } });
		Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function () { return scope_2.ValueScope; } });
		Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function () { return scope_2.ValueScopeName; } });
		Object.defineProperty(exports, "varKinds", { enumerable: true, get: function () { return scope_2.varKinds; } });
		exports.operators = {
		    GT: new code_1._Code(">"),
		    GTE: new code_1._Code(">="),
		    LT: new code_1._Code("<"),
		    LTE: new code_1._Code("<="),
		    EQ: new code_1._Code("==="),
		    NEQ: new code_1._Code("!=="),
		    NOT: new code_1._Code("!"),
		    OR: new code_1._Code("||"),
		    AND: new code_1._Code("&&"),
		    ADD: new code_1._Code("+"),
		};
		class Node {
		    optimizeNodes() {
		        return this;
		    }
		    optimizeNames(_names, _constants) {
		        return this;
		    }
		}
		class Def extends Node {
		    constructor(varKind, name, rhs) {
		        super();
		        this.varKind = varKind;
		        this.name = name;
		        this.rhs = rhs;
		    }
		    render({ es5, _n }) {
		        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
		        const rhs = this.rhs === undefined ? "" : ` = ${this.rhs}`;
		        return `${varKind} ${this.name}${rhs};` + _n;
		    }
		    optimizeNames(names, constants) {
		        if (!names[this.name.str])
		            return;
		        if (this.rhs)
		            this.rhs = optimizeExpr(this.rhs, names, constants);
		        return this;
		    }
		    get names() {
		        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
		    }
		}
		class Assign extends Node {
		    constructor(lhs, rhs, sideEffects) {
		        super();
		        this.lhs = lhs;
		        this.rhs = rhs;
		        this.sideEffects = sideEffects;
		    }
		    render({ _n }) {
		        return `${this.lhs} = ${this.rhs};` + _n;
		    }
		    optimizeNames(names, constants) {
		        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
		            return;
		        this.rhs = optimizeExpr(this.rhs, names, constants);
		        return this;
		    }
		    get names() {
		        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
		        return addExprNames(names, this.rhs);
		    }
		}
		class AssignOp extends Assign {
		    constructor(lhs, op, rhs, sideEffects) {
		        super(lhs, rhs, sideEffects);
		        this.op = op;
		    }
		    render({ _n }) {
		        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
		    }
		}
		class Label extends Node {
		    constructor(label) {
		        super();
		        this.label = label;
		        this.names = {};
		    }
		    render({ _n }) {
		        return `${this.label}:` + _n;
		    }
		}
		class Break extends Node {
		    constructor(label) {
		        super();
		        this.label = label;
		        this.names = {};
		    }
		    render({ _n }) {
		        const label = this.label ? ` ${this.label}` : "";
		        return `break${label};` + _n;
		    }
		}
		class Throw extends Node {
		    constructor(error) {
		        super();
		        this.error = error;
		    }
		    render({ _n }) {
		        return `throw ${this.error};` + _n;
		    }
		    get names() {
		        return this.error.names;
		    }
		}
		class AnyCode extends Node {
		    constructor(code) {
		        super();
		        this.code = code;
		    }
		    render({ _n }) {
		        return `${this.code};` + _n;
		    }
		    optimizeNodes() {
		        return `${this.code}` ? this : undefined;
		    }
		    optimizeNames(names, constants) {
		        this.code = optimizeExpr(this.code, names, constants);
		        return this;
		    }
		    get names() {
		        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
		    }
		}
		class ParentNode extends Node {
		    constructor(nodes = []) {
		        super();
		        this.nodes = nodes;
		    }
		    render(opts) {
		        return this.nodes.reduce((code, n) => code + n.render(opts), "");
		    }
		    optimizeNodes() {
		        const { nodes } = this;
		        let i = nodes.length;
		        while (i--) {
		            const n = nodes[i].optimizeNodes();
		            if (Array.isArray(n))
		                nodes.splice(i, 1, ...n);
		            else if (n)
		                nodes[i] = n;
		            else
		                nodes.splice(i, 1);
		        }
		        return nodes.length > 0 ? this : undefined;
		    }
		    optimizeNames(names, constants) {
		        const { nodes } = this;
		        let i = nodes.length;
		        while (i--) {
		            // iterating backwards improves 1-pass optimization
		            const n = nodes[i];
		            if (n.optimizeNames(names, constants))
		                continue;
		            subtractNames(names, n.names);
		            nodes.splice(i, 1);
		        }
		        return nodes.length > 0 ? this : undefined;
		    }
		    get names() {
		        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
		    }
		}
		class BlockNode extends ParentNode {
		    render(opts) {
		        return "{" + opts._n + super.render(opts) + "}" + opts._n;
		    }
		}
		class Root extends ParentNode {
		}
		class Else extends BlockNode {
		}
		Else.kind = "else";
		class If extends BlockNode {
		    constructor(condition, nodes) {
		        super(nodes);
		        this.condition = condition;
		    }
		    render(opts) {
		        let code = `if(${this.condition})` + super.render(opts);
		        if (this.else)
		            code += "else " + this.else.render(opts);
		        return code;
		    }
		    optimizeNodes() {
		        super.optimizeNodes();
		        const cond = this.condition;
		        if (cond === true)
		            return this.nodes; // else is ignored here
		        let e = this.else;
		        if (e) {
		            const ns = e.optimizeNodes();
		            e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
		        }
		        if (e) {
		            if (cond === false)
		                return e instanceof If ? e : e.nodes;
		            if (this.nodes.length)
		                return this;
		            return new If(not(cond), e instanceof If ? [e] : e.nodes);
		        }
		        if (cond === false || !this.nodes.length)
		            return undefined;
		        return this;
		    }
		    optimizeNames(names, constants) {
		        var _a;
		        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
		        if (!(super.optimizeNames(names, constants) || this.else))
		            return;
		        this.condition = optimizeExpr(this.condition, names, constants);
		        return this;
		    }
		    get names() {
		        const names = super.names;
		        addExprNames(names, this.condition);
		        if (this.else)
		            addNames(names, this.else.names);
		        return names;
		    }
		}
		If.kind = "if";
		class For extends BlockNode {
		}
		For.kind = "for";
		class ForLoop extends For {
		    constructor(iteration) {
		        super();
		        this.iteration = iteration;
		    }
		    render(opts) {
		        return `for(${this.iteration})` + super.render(opts);
		    }
		    optimizeNames(names, constants) {
		        if (!super.optimizeNames(names, constants))
		            return;
		        this.iteration = optimizeExpr(this.iteration, names, constants);
		        return this;
		    }
		    get names() {
		        return addNames(super.names, this.iteration.names);
		    }
		}
		class ForRange extends For {
		    constructor(varKind, name, from, to) {
		        super();
		        this.varKind = varKind;
		        this.name = name;
		        this.from = from;
		        this.to = to;
		    }
		    render(opts) {
		        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
		        const { name, from, to } = this;
		        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
		    }
		    get names() {
		        const names = addExprNames(super.names, this.from);
		        return addExprNames(names, this.to);
		    }
		}
		class ForIter extends For {
		    constructor(loop, varKind, name, iterable) {
		        super();
		        this.loop = loop;
		        this.varKind = varKind;
		        this.name = name;
		        this.iterable = iterable;
		    }
		    render(opts) {
		        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
		    }
		    optimizeNames(names, constants) {
		        if (!super.optimizeNames(names, constants))
		            return;
		        this.iterable = optimizeExpr(this.iterable, names, constants);
		        return this;
		    }
		    get names() {
		        return addNames(super.names, this.iterable.names);
		    }
		}
		class Func extends BlockNode {
		    constructor(name, args, async) {
		        super();
		        this.name = name;
		        this.args = args;
		        this.async = async;
		    }
		    render(opts) {
		        const _async = this.async ? "async " : "";
		        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
		    }
		}
		Func.kind = "func";
		class Return extends ParentNode {
		    render(opts) {
		        return "return " + super.render(opts);
		    }
		}
		Return.kind = "return";
		class Try extends BlockNode {
		    render(opts) {
		        let code = "try" + super.render(opts);
		        if (this.catch)
		            code += this.catch.render(opts);
		        if (this.finally)
		            code += this.finally.render(opts);
		        return code;
		    }
		    optimizeNodes() {
		        var _a, _b;
		        super.optimizeNodes();
		        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
		        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
		        return this;
		    }
		    optimizeNames(names, constants) {
		        var _a, _b;
		        super.optimizeNames(names, constants);
		        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
		        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants);
		        return this;
		    }
		    get names() {
		        const names = super.names;
		        if (this.catch)
		            addNames(names, this.catch.names);
		        if (this.finally)
		            addNames(names, this.finally.names);
		        return names;
		    }
		}
		class Catch extends BlockNode {
		    constructor(error) {
		        super();
		        this.error = error;
		    }
		    render(opts) {
		        return `catch(${this.error})` + super.render(opts);
		    }
		}
		Catch.kind = "catch";
		class Finally extends BlockNode {
		    render(opts) {
		        return "finally" + super.render(opts);
		    }
		}
		Finally.kind = "finally";
		class CodeGen {
		    constructor(extScope, opts = {}) {
		        this._values = {};
		        this._blockStarts = [];
		        this._constants = {};
		        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
		        this._extScope = extScope;
		        this._scope = new scope_1.Scope({ parent: extScope });
		        this._nodes = [new Root()];
		    }
		    toString() {
		        return this._root.render(this.opts);
		    }
		    // returns unique name in the internal scope
		    name(prefix) {
		        return this._scope.name(prefix);
		    }
		    // reserves unique name in the external scope
		    scopeName(prefix) {
		        return this._extScope.name(prefix);
		    }
		    // reserves unique name in the external scope and assigns value to it
		    scopeValue(prefixOrName, value) {
		        const name = this._extScope.value(prefixOrName, value);
		        const vs = this._values[name.prefix] || (this._values[name.prefix] = new Set());
		        vs.add(name);
		        return name;
		    }
		    getScopeValue(prefix, keyOrRef) {
		        return this._extScope.getValue(prefix, keyOrRef);
		    }
		    // return code that assigns values in the external scope to the names that are used internally
		    // (same names that were returned by gen.scopeName or gen.scopeValue)
		    scopeRefs(scopeName) {
		        return this._extScope.scopeRefs(scopeName, this._values);
		    }
		    scopeCode() {
		        return this._extScope.scopeCode(this._values);
		    }
		    _def(varKind, nameOrPrefix, rhs, constant) {
		        const name = this._scope.toName(nameOrPrefix);
		        if (rhs !== undefined && constant)
		            this._constants[name.str] = rhs;
		        this._leafNode(new Def(varKind, name, rhs));
		        return name;
		    }
		    // `const` declaration (`var` in es5 mode)
		    const(nameOrPrefix, rhs, _constant) {
		        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
		    }
		    // `let` declaration with optional assignment (`var` in es5 mode)
		    let(nameOrPrefix, rhs, _constant) {
		        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
		    }
		    // `var` declaration with optional assignment
		    var(nameOrPrefix, rhs, _constant) {
		        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
		    }
		    // assignment code
		    assign(lhs, rhs, sideEffects) {
		        return this._leafNode(new Assign(lhs, rhs, sideEffects));
		    }
		    // `+=` code
		    add(lhs, rhs) {
		        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
		    }
		    // appends passed SafeExpr to code or executes Block
		    code(c) {
		        if (typeof c == "function")
		            c();
		        else if (c !== code_1.nil)
		            this._leafNode(new AnyCode(c));
		        return this;
		    }
		    // returns code for object literal for the passed argument list of key-value pairs
		    object(...keyValues) {
		        const code = ["{"];
		        for (const [key, value] of keyValues) {
		            if (code.length > 1)
		                code.push(",");
		            code.push(key);
		            if (key !== value || this.opts.es5) {
		                code.push(":");
		                (0, code_1.addCodeArg)(code, value);
		            }
		        }
		        code.push("}");
		        return new code_1._Code(code);
		    }
		    // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
		    if(condition, thenBody, elseBody) {
		        this._blockNode(new If(condition));
		        if (thenBody && elseBody) {
		            this.code(thenBody).else().code(elseBody).endIf();
		        }
		        else if (thenBody) {
		            this.code(thenBody).endIf();
		        }
		        else if (elseBody) {
		            throw new Error('CodeGen: "else" body without "then" body');
		        }
		        return this;
		    }
		    // `else if` clause - invalid without `if` or after `else` clauses
		    elseIf(condition) {
		        return this._elseNode(new If(condition));
		    }
		    // `else` clause - only valid after `if` or `else if` clauses
		    else() {
		        return this._elseNode(new Else());
		    }
		    // end `if` statement (needed if gen.if was used only with condition)
		    endIf() {
		        return this._endBlockNode(If, Else);
		    }
		    _for(node, forBody) {
		        this._blockNode(node);
		        if (forBody)
		            this.code(forBody).endFor();
		        return this;
		    }
		    // a generic `for` clause (or statement if `forBody` is passed)
		    for(iteration, forBody) {
		        return this._for(new ForLoop(iteration), forBody);
		    }
		    // `for` statement for a range of values
		    forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
		        const name = this._scope.toName(nameOrPrefix);
		        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
		    }
		    // `for-of` statement (in es5 mode replace with a normal for loop)
		    forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
		        const name = this._scope.toName(nameOrPrefix);
		        if (this.opts.es5) {
		            const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
		            return this.forRange("_i", 0, (0, code_1._) `${arr}.length`, (i) => {
		                this.var(name, (0, code_1._) `${arr}[${i}]`);
		                forBody(name);
		            });
		        }
		        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
		    }
		    // `for-in` statement.
		    // With option `ownProperties` replaced with a `for-of` loop for object keys
		    forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
		        if (this.opts.ownProperties) {
		            return this.forOf(nameOrPrefix, (0, code_1._) `Object.keys(${obj})`, forBody);
		        }
		        const name = this._scope.toName(nameOrPrefix);
		        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
		    }
		    // end `for` loop
		    endFor() {
		        return this._endBlockNode(For);
		    }
		    // `label` statement
		    label(label) {
		        return this._leafNode(new Label(label));
		    }
		    // `break` statement
		    break(label) {
		        return this._leafNode(new Break(label));
		    }
		    // `return` statement
		    return(value) {
		        const node = new Return();
		        this._blockNode(node);
		        this.code(value);
		        if (node.nodes.length !== 1)
		            throw new Error('CodeGen: "return" should have one node');
		        return this._endBlockNode(Return);
		    }
		    // `try` statement
		    try(tryBody, catchCode, finallyCode) {
		        if (!catchCode && !finallyCode)
		            throw new Error('CodeGen: "try" without "catch" and "finally"');
		        const node = new Try();
		        this._blockNode(node);
		        this.code(tryBody);
		        if (catchCode) {
		            const error = this.name("e");
		            this._currNode = node.catch = new Catch(error);
		            catchCode(error);
		        }
		        if (finallyCode) {
		            this._currNode = node.finally = new Finally();
		            this.code(finallyCode);
		        }
		        return this._endBlockNode(Catch, Finally);
		    }
		    // `throw` statement
		    throw(error) {
		        return this._leafNode(new Throw(error));
		    }
		    // start self-balancing block
		    block(body, nodeCount) {
		        this._blockStarts.push(this._nodes.length);
		        if (body)
		            this.code(body).endBlock(nodeCount);
		        return this;
		    }
		    // end the current self-balancing block
		    endBlock(nodeCount) {
		        const len = this._blockStarts.pop();
		        if (len === undefined)
		            throw new Error("CodeGen: not in self-balancing block");
		        const toClose = this._nodes.length - len;
		        if (toClose < 0 || (nodeCount !== undefined && toClose !== nodeCount)) {
		            throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
		        }
		        this._nodes.length = len;
		        return this;
		    }
		    // `function` heading (or definition if funcBody is passed)
		    func(name, args = code_1.nil, async, funcBody) {
		        this._blockNode(new Func(name, args, async));
		        if (funcBody)
		            this.code(funcBody).endFunc();
		        return this;
		    }
		    // end function definition
		    endFunc() {
		        return this._endBlockNode(Func);
		    }
		    optimize(n = 1) {
		        while (n-- > 0) {
		            this._root.optimizeNodes();
		            this._root.optimizeNames(this._root.names, this._constants);
		        }
		    }
		    _leafNode(node) {
		        this._currNode.nodes.push(node);
		        return this;
		    }
		    _blockNode(node) {
		        this._currNode.nodes.push(node);
		        this._nodes.push(node);
		    }
		    _endBlockNode(N1, N2) {
		        const n = this._currNode;
		        if (n instanceof N1 || (N2 && n instanceof N2)) {
		            this._nodes.pop();
		            return this;
		        }
		        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
		    }
		    _elseNode(node) {
		        const n = this._currNode;
		        if (!(n instanceof If)) {
		            throw new Error('CodeGen: "else" without "if"');
		        }
		        this._currNode = n.else = node;
		        return this;
		    }
		    get _root() {
		        return this._nodes[0];
		    }
		    get _currNode() {
		        const ns = this._nodes;
		        return ns[ns.length - 1];
		    }
		    set _currNode(node) {
		        const ns = this._nodes;
		        ns[ns.length - 1] = node;
		    }
		}
		exports.CodeGen = CodeGen;
		function addNames(names, from) {
		    for (const n in from)
		        names[n] = (names[n] || 0) + (from[n] || 0);
		    return names;
		}
		function addExprNames(names, from) {
		    return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
		}
		function optimizeExpr(expr, names, constants) {
		    if (expr instanceof code_1.Name)
		        return replaceName(expr);
		    if (!canOptimize(expr))
		        return expr;
		    return new code_1._Code(expr._items.reduce((items, c) => {
		        if (c instanceof code_1.Name)
		            c = replaceName(c);
		        if (c instanceof code_1._Code)
		            items.push(...c._items);
		        else
		            items.push(c);
		        return items;
		    }, []));
		    function replaceName(n) {
		        const c = constants[n.str];
		        if (c === undefined || names[n.str] !== 1)
		            return n;
		        delete names[n.str];
		        return c;
		    }
		    function canOptimize(e) {
		        return (e instanceof code_1._Code &&
		            e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants[c.str] !== undefined));
		    }
		}
		function subtractNames(names, from) {
		    for (const n in from)
		        names[n] = (names[n] || 0) - (from[n] || 0);
		}
		function not(x) {
		    return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._) `!${par(x)}`;
		}
		exports.not = not;
		const andCode = mappend(exports.operators.AND);
		// boolean AND (&&) expression with the passed arguments
		function and(...args) {
		    return args.reduce(andCode);
		}
		exports.and = and;
		const orCode = mappend(exports.operators.OR);
		// boolean OR (||) expression with the passed arguments
		function or(...args) {
		    return args.reduce(orCode);
		}
		exports.or = or;
		function mappend(op) {
		    return (x, y) => (x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._) `${par(x)} ${op} ${par(y)}`);
		}
		function par(x) {
		    return x instanceof code_1.Name ? x : (0, code_1._) `(${x})`;
		}
		
	} (codegen));
	return codegen;
}

var util = {};

var hasRequiredUtil;

function requireUtil () {
	if (hasRequiredUtil) return util;
	hasRequiredUtil = 1;
	Object.defineProperty(util, "__esModule", { value: true });
	util.checkStrictMode = util.getErrorPath = util.Type = util.useFunc = util.setEvaluated = util.evaluatedPropsToName = util.mergeEvaluated = util.eachItem = util.unescapeJsonPointer = util.escapeJsonPointer = util.escapeFragment = util.unescapeFragment = util.schemaRefOrVal = util.schemaHasRulesButRef = util.schemaHasRules = util.checkUnknownRules = util.alwaysValidSchema = util.toHash = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const code_1 = /*@__PURE__*/ requireCode$1();
	// TODO refactor to use Set
	function toHash(arr) {
	    const hash = {};
	    for (const item of arr)
	        hash[item] = true;
	    return hash;
	}
	util.toHash = toHash;
	function alwaysValidSchema(it, schema) {
	    if (typeof schema == "boolean")
	        return schema;
	    if (Object.keys(schema).length === 0)
	        return true;
	    checkUnknownRules(it, schema);
	    return !schemaHasRules(schema, it.self.RULES.all);
	}
	util.alwaysValidSchema = alwaysValidSchema;
	function checkUnknownRules(it, schema = it.schema) {
	    const { opts, self } = it;
	    if (!opts.strictSchema)
	        return;
	    if (typeof schema === "boolean")
	        return;
	    const rules = self.RULES.keywords;
	    for (const key in schema) {
	        if (!rules[key])
	            checkStrictMode(it, `unknown keyword: "${key}"`);
	    }
	}
	util.checkUnknownRules = checkUnknownRules;
	function schemaHasRules(schema, rules) {
	    if (typeof schema == "boolean")
	        return !schema;
	    for (const key in schema)
	        if (rules[key])
	            return true;
	    return false;
	}
	util.schemaHasRules = schemaHasRules;
	function schemaHasRulesButRef(schema, RULES) {
	    if (typeof schema == "boolean")
	        return !schema;
	    for (const key in schema)
	        if (key !== "$ref" && RULES.all[key])
	            return true;
	    return false;
	}
	util.schemaHasRulesButRef = schemaHasRulesButRef;
	function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
	    if (!$data) {
	        if (typeof schema == "number" || typeof schema == "boolean")
	            return schema;
	        if (typeof schema == "string")
	            return (0, codegen_1._) `${schema}`;
	    }
	    return (0, codegen_1._) `${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
	}
	util.schemaRefOrVal = schemaRefOrVal;
	function unescapeFragment(str) {
	    return unescapeJsonPointer(decodeURIComponent(str));
	}
	util.unescapeFragment = unescapeFragment;
	function escapeFragment(str) {
	    return encodeURIComponent(escapeJsonPointer(str));
	}
	util.escapeFragment = escapeFragment;
	function escapeJsonPointer(str) {
	    if (typeof str == "number")
	        return `${str}`;
	    return str.replace(/~/g, "~0").replace(/\//g, "~1");
	}
	util.escapeJsonPointer = escapeJsonPointer;
	function unescapeJsonPointer(str) {
	    return str.replace(/~1/g, "/").replace(/~0/g, "~");
	}
	util.unescapeJsonPointer = unescapeJsonPointer;
	function eachItem(xs, f) {
	    if (Array.isArray(xs)) {
	        for (const x of xs)
	            f(x);
	    }
	    else {
	        f(xs);
	    }
	}
	util.eachItem = eachItem;
	function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName, }) {
	    return (gen, from, to, toName) => {
	        const res = to === undefined
	            ? from
	            : to instanceof codegen_1.Name
	                ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to)
	                : from instanceof codegen_1.Name
	                    ? (mergeToName(gen, to, from), from)
	                    : mergeValues(from, to);
	        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
	    };
	}
	util.mergeEvaluated = {
	    props: makeMergeEvaluated({
	        mergeNames: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true && ${from} !== undefined`, () => {
	            gen.if((0, codegen_1._) `${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._) `${to} || {}`).code((0, codegen_1._) `Object.assign(${to}, ${from})`));
	        }),
	        mergeToName: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true`, () => {
	            if (from === true) {
	                gen.assign(to, true);
	            }
	            else {
	                gen.assign(to, (0, codegen_1._) `${to} || {}`);
	                setEvaluated(gen, to, from);
	            }
	        }),
	        mergeValues: (from, to) => (from === true ? true : { ...from, ...to }),
	        resultToName: evaluatedPropsToName,
	    }),
	    items: makeMergeEvaluated({
	        mergeNames: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._) `${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
	        mergeToName: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._) `${to} > ${from} ? ${to} : ${from}`)),
	        mergeValues: (from, to) => (from === true ? true : Math.max(from, to)),
	        resultToName: (gen, items) => gen.var("items", items),
	    }),
	};
	function evaluatedPropsToName(gen, ps) {
	    if (ps === true)
	        return gen.var("props", true);
	    const props = gen.var("props", (0, codegen_1._) `{}`);
	    if (ps !== undefined)
	        setEvaluated(gen, props, ps);
	    return props;
	}
	util.evaluatedPropsToName = evaluatedPropsToName;
	function setEvaluated(gen, props, ps) {
	    Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._) `${props}${(0, codegen_1.getProperty)(p)}`, true));
	}
	util.setEvaluated = setEvaluated;
	const snippets = {};
	function useFunc(gen, f) {
	    return gen.scopeValue("func", {
	        ref: f,
	        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code)),
	    });
	}
	util.useFunc = useFunc;
	var Type;
	(function (Type) {
	    Type[Type["Num"] = 0] = "Num";
	    Type[Type["Str"] = 1] = "Str";
	})(Type || (util.Type = Type = {}));
	function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
	    // let path
	    if (dataProp instanceof codegen_1.Name) {
	        const isNumber = dataPropType === Type.Num;
	        return jsPropertySyntax
	            ? isNumber
	                ? (0, codegen_1._) `"[" + ${dataProp} + "]"`
	                : (0, codegen_1._) `"['" + ${dataProp} + "']"`
	            : isNumber
	                ? (0, codegen_1._) `"/" + ${dataProp}`
	                : (0, codegen_1._) `"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`; // TODO maybe use global escapePointer
	    }
	    return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
	}
	util.getErrorPath = getErrorPath;
	function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
	    if (!mode)
	        return;
	    msg = `strict mode: ${msg}`;
	    if (mode === true)
	        throw new Error(msg);
	    it.self.logger.warn(msg);
	}
	util.checkStrictMode = checkStrictMode;
	
	return util;
}

var names = {};

var hasRequiredNames;

function requireNames () {
	if (hasRequiredNames) return names;
	hasRequiredNames = 1;
	Object.defineProperty(names, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const names$1 = {
	    // validation function arguments
	    data: new codegen_1.Name("data"), // data passed to validation function
	    // args passed from referencing schema
	    valCxt: new codegen_1.Name("valCxt"), // validation/data context - should not be used directly, it is destructured to the names below
	    instancePath: new codegen_1.Name("instancePath"),
	    parentData: new codegen_1.Name("parentData"),
	    parentDataProperty: new codegen_1.Name("parentDataProperty"),
	    rootData: new codegen_1.Name("rootData"), // root data - same as the data passed to the first/top validation function
	    dynamicAnchors: new codegen_1.Name("dynamicAnchors"), // used to support recursiveRef and dynamicRef
	    // function scoped variables
	    vErrors: new codegen_1.Name("vErrors"), // null or array of validation errors
	    errors: new codegen_1.Name("errors"), // counter of validation errors
	    this: new codegen_1.Name("this"),
	    // "globals"
	    self: new codegen_1.Name("self"),
	    scope: new codegen_1.Name("scope"),
	    // JTD serialize/parse name for JSON string and position
	    json: new codegen_1.Name("json"),
	    jsonPos: new codegen_1.Name("jsonPos"),
	    jsonLen: new codegen_1.Name("jsonLen"),
	    jsonPart: new codegen_1.Name("jsonPart"),
	};
	names.default = names$1;
	
	return names;
}

var hasRequiredErrors;

function requireErrors () {
	if (hasRequiredErrors) return errors;
	hasRequiredErrors = 1;
	(function (exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
		const codegen_1 = /*@__PURE__*/ requireCodegen();
		const util_1 = /*@__PURE__*/ requireUtil();
		const names_1 = /*@__PURE__*/ requireNames();
		exports.keywordError = {
		    message: ({ keyword }) => (0, codegen_1.str) `must pass "${keyword}" keyword validation`,
		};
		exports.keyword$DataError = {
		    message: ({ keyword, schemaType }) => schemaType
		        ? (0, codegen_1.str) `"${keyword}" keyword must be ${schemaType} ($data)`
		        : (0, codegen_1.str) `"${keyword}" keyword is invalid ($data)`,
		};
		function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
		    const { it } = cxt;
		    const { gen, compositeRule, allErrors } = it;
		    const errObj = errorObjectCode(cxt, error, errorPaths);
		    if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : (compositeRule || allErrors)) {
		        addError(gen, errObj);
		    }
		    else {
		        returnErrors(it, (0, codegen_1._) `[${errObj}]`);
		    }
		}
		exports.reportError = reportError;
		function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
		    const { it } = cxt;
		    const { gen, compositeRule, allErrors } = it;
		    const errObj = errorObjectCode(cxt, error, errorPaths);
		    addError(gen, errObj);
		    if (!(compositeRule || allErrors)) {
		        returnErrors(it, names_1.default.vErrors);
		    }
		}
		exports.reportExtraError = reportExtraError;
		function resetErrorsCount(gen, errsCount) {
		    gen.assign(names_1.default.errors, errsCount);
		    gen.if((0, codegen_1._) `${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._) `${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
		}
		exports.resetErrorsCount = resetErrorsCount;
		function extendErrors({ gen, keyword, schemaValue, data, errsCount, it, }) {
		    /* istanbul ignore if */
		    if (errsCount === undefined)
		        throw new Error("ajv implementation error");
		    const err = gen.name("err");
		    gen.forRange("i", errsCount, names_1.default.errors, (i) => {
		        gen.const(err, (0, codegen_1._) `${names_1.default.vErrors}[${i}]`);
		        gen.if((0, codegen_1._) `${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._) `${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
		        gen.assign((0, codegen_1._) `${err}.schemaPath`, (0, codegen_1.str) `${it.errSchemaPath}/${keyword}`);
		        if (it.opts.verbose) {
		            gen.assign((0, codegen_1._) `${err}.schema`, schemaValue);
		            gen.assign((0, codegen_1._) `${err}.data`, data);
		        }
		    });
		}
		exports.extendErrors = extendErrors;
		function addError(gen, errObj) {
		    const err = gen.const("err", errObj);
		    gen.if((0, codegen_1._) `${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._) `[${err}]`), (0, codegen_1._) `${names_1.default.vErrors}.push(${err})`);
		    gen.code((0, codegen_1._) `${names_1.default.errors}++`);
		}
		function returnErrors(it, errs) {
		    const { gen, validateName, schemaEnv } = it;
		    if (schemaEnv.$async) {
		        gen.throw((0, codegen_1._) `new ${it.ValidationError}(${errs})`);
		    }
		    else {
		        gen.assign((0, codegen_1._) `${validateName}.errors`, errs);
		        gen.return(false);
		    }
		}
		const E = {
		    keyword: new codegen_1.Name("keyword"),
		    schemaPath: new codegen_1.Name("schemaPath"), // also used in JTD errors
		    params: new codegen_1.Name("params"),
		    propertyName: new codegen_1.Name("propertyName"),
		    message: new codegen_1.Name("message"),
		    schema: new codegen_1.Name("schema"),
		    parentSchema: new codegen_1.Name("parentSchema"),
		};
		function errorObjectCode(cxt, error, errorPaths) {
		    const { createErrors } = cxt.it;
		    if (createErrors === false)
		        return (0, codegen_1._) `{}`;
		    return errorObject(cxt, error, errorPaths);
		}
		function errorObject(cxt, error, errorPaths = {}) {
		    const { gen, it } = cxt;
		    const keyValues = [
		        errorInstancePath(it, errorPaths),
		        errorSchemaPath(cxt, errorPaths),
		    ];
		    extraErrorProps(cxt, error, keyValues);
		    return gen.object(...keyValues);
		}
		function errorInstancePath({ errorPath }, { instancePath }) {
		    const instPath = instancePath
		        ? (0, codegen_1.str) `${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}`
		        : errorPath;
		    return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
		}
		function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
		    let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str) `${errSchemaPath}/${keyword}`;
		    if (schemaPath) {
		        schPath = (0, codegen_1.str) `${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
		    }
		    return [E.schemaPath, schPath];
		}
		function extraErrorProps(cxt, { params, message }, keyValues) {
		    const { keyword, data, schemaValue, it } = cxt;
		    const { opts, propertyName, topSchemaRef, schemaPath } = it;
		    keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._) `{}`]);
		    if (opts.messages) {
		        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
		    }
		    if (opts.verbose) {
		        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._) `${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
		    }
		    if (propertyName)
		        keyValues.push([E.propertyName, propertyName]);
		}
		
	} (errors));
	return errors;
}

var hasRequiredBoolSchema;

function requireBoolSchema () {
	if (hasRequiredBoolSchema) return boolSchema;
	hasRequiredBoolSchema = 1;
	Object.defineProperty(boolSchema, "__esModule", { value: true });
	boolSchema.boolOrEmptySchema = boolSchema.topBoolOrEmptySchema = void 0;
	const errors_1 = /*@__PURE__*/ requireErrors();
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const names_1 = /*@__PURE__*/ requireNames();
	const boolError = {
	    message: "boolean schema is false",
	};
	function topBoolOrEmptySchema(it) {
	    const { gen, schema, validateName } = it;
	    if (schema === false) {
	        falseSchemaError(it, false);
	    }
	    else if (typeof schema == "object" && schema.$async === true) {
	        gen.return(names_1.default.data);
	    }
	    else {
	        gen.assign((0, codegen_1._) `${validateName}.errors`, null);
	        gen.return(true);
	    }
	}
	boolSchema.topBoolOrEmptySchema = topBoolOrEmptySchema;
	function boolOrEmptySchema(it, valid) {
	    const { gen, schema } = it;
	    if (schema === false) {
	        gen.var(valid, false); // TODO var
	        falseSchemaError(it);
	    }
	    else {
	        gen.var(valid, true); // TODO var
	    }
	}
	boolSchema.boolOrEmptySchema = boolOrEmptySchema;
	function falseSchemaError(it, overrideAllErrors) {
	    const { gen, data } = it;
	    // TODO maybe some other interface should be used for non-keyword validation errors...
	    const cxt = {
	        gen,
	        keyword: "false schema",
	        data,
	        schema: false,
	        schemaCode: false,
	        schemaValue: false,
	        params: {},
	        it,
	    };
	    (0, errors_1.reportError)(cxt, boolError, undefined, overrideAllErrors);
	}
	
	return boolSchema;
}

var dataType = {};

var rules = {};

var hasRequiredRules;

function requireRules () {
	if (hasRequiredRules) return rules;
	hasRequiredRules = 1;
	Object.defineProperty(rules, "__esModule", { value: true });
	rules.getRules = rules.isJSONType = void 0;
	const _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
	const jsonTypes = new Set(_jsonTypes);
	function isJSONType(x) {
	    return typeof x == "string" && jsonTypes.has(x);
	}
	rules.isJSONType = isJSONType;
	function getRules() {
	    const groups = {
	        number: { type: "number", rules: [] },
	        string: { type: "string", rules: [] },
	        array: { type: "array", rules: [] },
	        object: { type: "object", rules: [] },
	    };
	    return {
	        types: { ...groups, integer: true, boolean: true, null: true },
	        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
	        post: { rules: [] },
	        all: {},
	        keywords: {},
	    };
	}
	rules.getRules = getRules;
	
	return rules;
}

var applicability = {};

var hasRequiredApplicability;

function requireApplicability () {
	if (hasRequiredApplicability) return applicability;
	hasRequiredApplicability = 1;
	Object.defineProperty(applicability, "__esModule", { value: true });
	applicability.shouldUseRule = applicability.shouldUseGroup = applicability.schemaHasRulesForType = void 0;
	function schemaHasRulesForType({ schema, self }, type) {
	    const group = self.RULES.types[type];
	    return group && group !== true && shouldUseGroup(schema, group);
	}
	applicability.schemaHasRulesForType = schemaHasRulesForType;
	function shouldUseGroup(schema, group) {
	    return group.rules.some((rule) => shouldUseRule(schema, rule));
	}
	applicability.shouldUseGroup = shouldUseGroup;
	function shouldUseRule(schema, rule) {
	    var _a;
	    return (schema[rule.keyword] !== undefined ||
	        ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== undefined)));
	}
	applicability.shouldUseRule = shouldUseRule;
	
	return applicability;
}

var hasRequiredDataType;

function requireDataType () {
	if (hasRequiredDataType) return dataType;
	hasRequiredDataType = 1;
	Object.defineProperty(dataType, "__esModule", { value: true });
	dataType.reportTypeError = dataType.checkDataTypes = dataType.checkDataType = dataType.coerceAndCheckDataType = dataType.getJSONTypes = dataType.getSchemaTypes = dataType.DataType = void 0;
	const rules_1 = /*@__PURE__*/ requireRules();
	const applicability_1 = /*@__PURE__*/ requireApplicability();
	const errors_1 = /*@__PURE__*/ requireErrors();
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	var DataType;
	(function (DataType) {
	    DataType[DataType["Correct"] = 0] = "Correct";
	    DataType[DataType["Wrong"] = 1] = "Wrong";
	})(DataType || (dataType.DataType = DataType = {}));
	function getSchemaTypes(schema) {
	    const types = getJSONTypes(schema.type);
	    const hasNull = types.includes("null");
	    if (hasNull) {
	        if (schema.nullable === false)
	            throw new Error("type: null contradicts nullable: false");
	    }
	    else {
	        if (!types.length && schema.nullable !== undefined) {
	            throw new Error('"nullable" cannot be used without "type"');
	        }
	        if (schema.nullable === true)
	            types.push("null");
	    }
	    return types;
	}
	dataType.getSchemaTypes = getSchemaTypes;
	// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
	function getJSONTypes(ts) {
	    const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
	    if (types.every(rules_1.isJSONType))
	        return types;
	    throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
	}
	dataType.getJSONTypes = getJSONTypes;
	function coerceAndCheckDataType(it, types) {
	    const { gen, data, opts } = it;
	    const coerceTo = coerceToTypes(types, opts.coerceTypes);
	    const checkTypes = types.length > 0 &&
	        !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
	    if (checkTypes) {
	        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
	        gen.if(wrongType, () => {
	            if (coerceTo.length)
	                coerceData(it, types, coerceTo);
	            else
	                reportTypeError(it);
	        });
	    }
	    return checkTypes;
	}
	dataType.coerceAndCheckDataType = coerceAndCheckDataType;
	const COERCIBLE = new Set(["string", "number", "integer", "boolean", "null"]);
	function coerceToTypes(types, coerceTypes) {
	    return coerceTypes
	        ? types.filter((t) => COERCIBLE.has(t) || (coerceTypes === "array" && t === "array"))
	        : [];
	}
	function coerceData(it, types, coerceTo) {
	    const { gen, data, opts } = it;
	    const dataType = gen.let("dataType", (0, codegen_1._) `typeof ${data}`);
	    const coerced = gen.let("coerced", (0, codegen_1._) `undefined`);
	    if (opts.coerceTypes === "array") {
	        gen.if((0, codegen_1._) `${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen
	            .assign(data, (0, codegen_1._) `${data}[0]`)
	            .assign(dataType, (0, codegen_1._) `typeof ${data}`)
	            .if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
	    }
	    gen.if((0, codegen_1._) `${coerced} !== undefined`);
	    for (const t of coerceTo) {
	        if (COERCIBLE.has(t) || (t === "array" && opts.coerceTypes === "array")) {
	            coerceSpecificType(t);
	        }
	    }
	    gen.else();
	    reportTypeError(it);
	    gen.endIf();
	    gen.if((0, codegen_1._) `${coerced} !== undefined`, () => {
	        gen.assign(data, coerced);
	        assignParentData(it, coerced);
	    });
	    function coerceSpecificType(t) {
	        switch (t) {
	            case "string":
	                gen
	                    .elseIf((0, codegen_1._) `${dataType} == "number" || ${dataType} == "boolean"`)
	                    .assign(coerced, (0, codegen_1._) `"" + ${data}`)
	                    .elseIf((0, codegen_1._) `${data} === null`)
	                    .assign(coerced, (0, codegen_1._) `""`);
	                return;
	            case "number":
	                gen
	                    .elseIf((0, codegen_1._) `${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`)
	                    .assign(coerced, (0, codegen_1._) `+${data}`);
	                return;
	            case "integer":
	                gen
	                    .elseIf((0, codegen_1._) `${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`)
	                    .assign(coerced, (0, codegen_1._) `+${data}`);
	                return;
	            case "boolean":
	                gen
	                    .elseIf((0, codegen_1._) `${data} === "false" || ${data} === 0 || ${data} === null`)
	                    .assign(coerced, false)
	                    .elseIf((0, codegen_1._) `${data} === "true" || ${data} === 1`)
	                    .assign(coerced, true);
	                return;
	            case "null":
	                gen.elseIf((0, codegen_1._) `${data} === "" || ${data} === 0 || ${data} === false`);
	                gen.assign(coerced, null);
	                return;
	            case "array":
	                gen
	                    .elseIf((0, codegen_1._) `${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`)
	                    .assign(coerced, (0, codegen_1._) `[${data}]`);
	        }
	    }
	}
	function assignParentData({ gen, parentData, parentDataProperty }, expr) {
	    // TODO use gen.property
	    gen.if((0, codegen_1._) `${parentData} !== undefined`, () => gen.assign((0, codegen_1._) `${parentData}[${parentDataProperty}]`, expr));
	}
	function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
	    const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
	    let cond;
	    switch (dataType) {
	        case "null":
	            return (0, codegen_1._) `${data} ${EQ} null`;
	        case "array":
	            cond = (0, codegen_1._) `Array.isArray(${data})`;
	            break;
	        case "object":
	            cond = (0, codegen_1._) `${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
	            break;
	        case "integer":
	            cond = numCond((0, codegen_1._) `!(${data} % 1) && !isNaN(${data})`);
	            break;
	        case "number":
	            cond = numCond();
	            break;
	        default:
	            return (0, codegen_1._) `typeof ${data} ${EQ} ${dataType}`;
	    }
	    return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
	    function numCond(_cond = codegen_1.nil) {
	        return (0, codegen_1.and)((0, codegen_1._) `typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._) `isFinite(${data})` : codegen_1.nil);
	    }
	}
	dataType.checkDataType = checkDataType;
	function checkDataTypes(dataTypes, data, strictNums, correct) {
	    if (dataTypes.length === 1) {
	        return checkDataType(dataTypes[0], data, strictNums, correct);
	    }
	    let cond;
	    const types = (0, util_1.toHash)(dataTypes);
	    if (types.array && types.object) {
	        const notObj = (0, codegen_1._) `typeof ${data} != "object"`;
	        cond = types.null ? notObj : (0, codegen_1._) `!${data} || ${notObj}`;
	        delete types.null;
	        delete types.array;
	        delete types.object;
	    }
	    else {
	        cond = codegen_1.nil;
	    }
	    if (types.number)
	        delete types.integer;
	    for (const t in types)
	        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
	    return cond;
	}
	dataType.checkDataTypes = checkDataTypes;
	const typeError = {
	    message: ({ schema }) => `must be ${schema}`,
	    params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._) `{type: ${schema}}` : (0, codegen_1._) `{type: ${schemaValue}}`,
	};
	function reportTypeError(it) {
	    const cxt = getTypeErrorContext(it);
	    (0, errors_1.reportError)(cxt, typeError);
	}
	dataType.reportTypeError = reportTypeError;
	function getTypeErrorContext(it) {
	    const { gen, data, schema } = it;
	    const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
	    return {
	        gen,
	        keyword: "type",
	        data,
	        schema: schema.type,
	        schemaCode,
	        schemaValue: schemaCode,
	        parentSchema: schema,
	        params: {},
	        it,
	    };
	}
	
	return dataType;
}

var defaults = {};

var hasRequiredDefaults;

function requireDefaults () {
	if (hasRequiredDefaults) return defaults;
	hasRequiredDefaults = 1;
	Object.defineProperty(defaults, "__esModule", { value: true });
	defaults.assignDefaults = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	function assignDefaults(it, ty) {
	    const { properties, items } = it.schema;
	    if (ty === "object" && properties) {
	        for (const key in properties) {
	            assignDefault(it, key, properties[key].default);
	        }
	    }
	    else if (ty === "array" && Array.isArray(items)) {
	        items.forEach((sch, i) => assignDefault(it, i, sch.default));
	    }
	}
	defaults.assignDefaults = assignDefaults;
	function assignDefault(it, prop, defaultValue) {
	    const { gen, compositeRule, data, opts } = it;
	    if (defaultValue === undefined)
	        return;
	    const childData = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(prop)}`;
	    if (compositeRule) {
	        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
	        return;
	    }
	    let condition = (0, codegen_1._) `${childData} === undefined`;
	    if (opts.useDefaults === "empty") {
	        condition = (0, codegen_1._) `${condition} || ${childData} === null || ${childData} === ""`;
	    }
	    // `${childData} === undefined` +
	    // (opts.useDefaults === "empty" ? ` || ${childData} === null || ${childData} === ""` : "")
	    gen.if(condition, (0, codegen_1._) `${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
	}
	
	return defaults;
}

var keyword = {};

var code = {};

var hasRequiredCode;

function requireCode () {
	if (hasRequiredCode) return code;
	hasRequiredCode = 1;
	Object.defineProperty(code, "__esModule", { value: true });
	code.validateUnion = code.validateArray = code.usePattern = code.callValidateCode = code.schemaProperties = code.allSchemaProperties = code.noPropertyInData = code.propertyInData = code.isOwnProperty = code.hasPropFunc = code.reportMissingProp = code.checkMissingProp = code.checkReportMissingProp = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const names_1 = /*@__PURE__*/ requireNames();
	const util_2 = /*@__PURE__*/ requireUtil();
	function checkReportMissingProp(cxt, prop) {
	    const { gen, data, it } = cxt;
	    gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
	        cxt.setParams({ missingProperty: (0, codegen_1._) `${prop}` }, true);
	        cxt.error();
	    });
	}
	code.checkReportMissingProp = checkReportMissingProp;
	function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
	    return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._) `${missing} = ${prop}`)));
	}
	code.checkMissingProp = checkMissingProp;
	function reportMissingProp(cxt, missing) {
	    cxt.setParams({ missingProperty: missing }, true);
	    cxt.error();
	}
	code.reportMissingProp = reportMissingProp;
	function hasPropFunc(gen) {
	    return gen.scopeValue("func", {
	        // eslint-disable-next-line @typescript-eslint/unbound-method
	        ref: Object.prototype.hasOwnProperty,
	        code: (0, codegen_1._) `Object.prototype.hasOwnProperty`,
	    });
	}
	code.hasPropFunc = hasPropFunc;
	function isOwnProperty(gen, data, property) {
	    return (0, codegen_1._) `${hasPropFunc(gen)}.call(${data}, ${property})`;
	}
	code.isOwnProperty = isOwnProperty;
	function propertyInData(gen, data, property, ownProperties) {
	    const cond = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
	    return ownProperties ? (0, codegen_1._) `${cond} && ${isOwnProperty(gen, data, property)}` : cond;
	}
	code.propertyInData = propertyInData;
	function noPropertyInData(gen, data, property, ownProperties) {
	    const cond = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(property)} === undefined`;
	    return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
	}
	code.noPropertyInData = noPropertyInData;
	function allSchemaProperties(schemaMap) {
	    return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
	}
	code.allSchemaProperties = allSchemaProperties;
	function schemaProperties(it, schemaMap) {
	    return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
	}
	code.schemaProperties = schemaProperties;
	function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
	    const dataAndSchema = passSchema ? (0, codegen_1._) `${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
	    const valCxt = [
	        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
	        [names_1.default.parentData, it.parentData],
	        [names_1.default.parentDataProperty, it.parentDataProperty],
	        [names_1.default.rootData, names_1.default.rootData],
	    ];
	    if (it.opts.dynamicRef)
	        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
	    const args = (0, codegen_1._) `${dataAndSchema}, ${gen.object(...valCxt)}`;
	    return context !== codegen_1.nil ? (0, codegen_1._) `${func}.call(${context}, ${args})` : (0, codegen_1._) `${func}(${args})`;
	}
	code.callValidateCode = callValidateCode;
	const newRegExp = (0, codegen_1._) `new RegExp`;
	function usePattern({ gen, it: { opts } }, pattern) {
	    const u = opts.unicodeRegExp ? "u" : "";
	    const { regExp } = opts.code;
	    const rx = regExp(pattern, u);
	    return gen.scopeValue("pattern", {
	        key: rx.toString(),
	        ref: rx,
	        code: (0, codegen_1._) `${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`,
	    });
	}
	code.usePattern = usePattern;
	function validateArray(cxt) {
	    const { gen, data, keyword, it } = cxt;
	    const valid = gen.name("valid");
	    if (it.allErrors) {
	        const validArr = gen.let("valid", true);
	        validateItems(() => gen.assign(validArr, false));
	        return validArr;
	    }
	    gen.var(valid, true);
	    validateItems(() => gen.break());
	    return valid;
	    function validateItems(notValid) {
	        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
	        gen.forRange("i", 0, len, (i) => {
	            cxt.subschema({
	                keyword,
	                dataProp: i,
	                dataPropType: util_1.Type.Num,
	            }, valid);
	            gen.if((0, codegen_1.not)(valid), notValid);
	        });
	    }
	}
	code.validateArray = validateArray;
	function validateUnion(cxt) {
	    const { gen, schema, keyword, it } = cxt;
	    /* istanbul ignore if */
	    if (!Array.isArray(schema))
	        throw new Error("ajv implementation error");
	    const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
	    if (alwaysValid && !it.opts.unevaluated)
	        return;
	    const valid = gen.let("valid", false);
	    const schValid = gen.name("_valid");
	    gen.block(() => schema.forEach((_sch, i) => {
	        const schCxt = cxt.subschema({
	            keyword,
	            schemaProp: i,
	            compositeRule: true,
	        }, schValid);
	        gen.assign(valid, (0, codegen_1._) `${valid} || ${schValid}`);
	        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
	        // can short-circuit if `unevaluatedProperties/Items` not supported (opts.unevaluated !== true)
	        // or if all properties and items were evaluated (it.props === true && it.items === true)
	        if (!merged)
	            gen.if((0, codegen_1.not)(valid));
	    }));
	    cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
	}
	code.validateUnion = validateUnion;
	
	return code;
}

var hasRequiredKeyword;

function requireKeyword () {
	if (hasRequiredKeyword) return keyword;
	hasRequiredKeyword = 1;
	Object.defineProperty(keyword, "__esModule", { value: true });
	keyword.validateKeywordUsage = keyword.validSchemaType = keyword.funcKeywordCode = keyword.macroKeywordCode = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const names_1 = /*@__PURE__*/ requireNames();
	const code_1 = /*@__PURE__*/ requireCode();
	const errors_1 = /*@__PURE__*/ requireErrors();
	function macroKeywordCode(cxt, def) {
	    const { gen, keyword, schema, parentSchema, it } = cxt;
	    const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
	    const schemaRef = useKeyword(gen, keyword, macroSchema);
	    if (it.opts.validateSchema !== false)
	        it.self.validateSchema(macroSchema, true);
	    const valid = gen.name("valid");
	    cxt.subschema({
	        schema: macroSchema,
	        schemaPath: codegen_1.nil,
	        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
	        topSchemaRef: schemaRef,
	        compositeRule: true,
	    }, valid);
	    cxt.pass(valid, () => cxt.error(true));
	}
	keyword.macroKeywordCode = macroKeywordCode;
	function funcKeywordCode(cxt, def) {
	    var _a;
	    const { gen, keyword, schema, parentSchema, $data, it } = cxt;
	    checkAsyncKeyword(it, def);
	    const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
	    const validateRef = useKeyword(gen, keyword, validate);
	    const valid = gen.let("valid");
	    cxt.block$data(valid, validateKeyword);
	    cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
	    function validateKeyword() {
	        if (def.errors === false) {
	            assignValid();
	            if (def.modifying)
	                modifyData(cxt);
	            reportErrs(() => cxt.error());
	        }
	        else {
	            const ruleErrs = def.async ? validateAsync() : validateSync();
	            if (def.modifying)
	                modifyData(cxt);
	            reportErrs(() => addErrs(cxt, ruleErrs));
	        }
	    }
	    function validateAsync() {
	        const ruleErrs = gen.let("ruleErrs", null);
	        gen.try(() => assignValid((0, codegen_1._) `await `), (e) => gen.assign(valid, false).if((0, codegen_1._) `${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._) `${e}.errors`), () => gen.throw(e)));
	        return ruleErrs;
	    }
	    function validateSync() {
	        const validateErrs = (0, codegen_1._) `${validateRef}.errors`;
	        gen.assign(validateErrs, null);
	        assignValid(codegen_1.nil);
	        return validateErrs;
	    }
	    function assignValid(_await = def.async ? (0, codegen_1._) `await ` : codegen_1.nil) {
	        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
	        const passSchema = !(("compile" in def && !$data) || def.schema === false);
	        gen.assign(valid, (0, codegen_1._) `${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
	    }
	    function reportErrs(errors) {
	        var _a;
	        gen.if((0, codegen_1.not)((_a = def.valid) !== null && _a !== void 0 ? _a : valid), errors);
	    }
	}
	keyword.funcKeywordCode = funcKeywordCode;
	function modifyData(cxt) {
	    const { gen, data, it } = cxt;
	    gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._) `${it.parentData}[${it.parentDataProperty}]`));
	}
	function addErrs(cxt, errs) {
	    const { gen } = cxt;
	    gen.if((0, codegen_1._) `Array.isArray(${errs})`, () => {
	        gen
	            .assign(names_1.default.vErrors, (0, codegen_1._) `${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`)
	            .assign(names_1.default.errors, (0, codegen_1._) `${names_1.default.vErrors}.length`);
	        (0, errors_1.extendErrors)(cxt);
	    }, () => cxt.error());
	}
	function checkAsyncKeyword({ schemaEnv }, def) {
	    if (def.async && !schemaEnv.$async)
	        throw new Error("async keyword in sync schema");
	}
	function useKeyword(gen, keyword, result) {
	    if (result === undefined)
	        throw new Error(`keyword "${keyword}" failed to compile`);
	    return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
	}
	function validSchemaType(schema, schemaType, allowUndefined = false) {
	    // TODO add tests
	    return (!schemaType.length ||
	        schemaType.some((st) => st === "array"
	            ? Array.isArray(schema)
	            : st === "object"
	                ? schema && typeof schema == "object" && !Array.isArray(schema)
	                : typeof schema == st || (allowUndefined && typeof schema == "undefined")));
	}
	keyword.validSchemaType = validSchemaType;
	function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
	    /* istanbul ignore if */
	    if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
	        throw new Error("ajv implementation error");
	    }
	    const deps = def.dependencies;
	    if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
	        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
	    }
	    if (def.validateSchema) {
	        const valid = def.validateSchema(schema[keyword]);
	        if (!valid) {
	            const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` +
	                self.errorsText(def.validateSchema.errors);
	            if (opts.validateSchema === "log")
	                self.logger.error(msg);
	            else
	                throw new Error(msg);
	        }
	    }
	}
	keyword.validateKeywordUsage = validateKeywordUsage;
	
	return keyword;
}

var subschema = {};

var hasRequiredSubschema;

function requireSubschema () {
	if (hasRequiredSubschema) return subschema;
	hasRequiredSubschema = 1;
	Object.defineProperty(subschema, "__esModule", { value: true });
	subschema.extendSubschemaMode = subschema.extendSubschemaData = subschema.getSubschema = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
	    if (keyword !== undefined && schema !== undefined) {
	        throw new Error('both "keyword" and "schema" passed, only one allowed');
	    }
	    if (keyword !== undefined) {
	        const sch = it.schema[keyword];
	        return schemaProp === undefined
	            ? {
	                schema: sch,
	                schemaPath: (0, codegen_1._) `${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
	                errSchemaPath: `${it.errSchemaPath}/${keyword}`,
	            }
	            : {
	                schema: sch[schemaProp],
	                schemaPath: (0, codegen_1._) `${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
	                errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`,
	            };
	    }
	    if (schema !== undefined) {
	        if (schemaPath === undefined || errSchemaPath === undefined || topSchemaRef === undefined) {
	            throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
	        }
	        return {
	            schema,
	            schemaPath,
	            topSchemaRef,
	            errSchemaPath,
	        };
	    }
	    throw new Error('either "keyword" or "schema" must be passed');
	}
	subschema.getSubschema = getSubschema;
	function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
	    if (data !== undefined && dataProp !== undefined) {
	        throw new Error('both "data" and "dataProp" passed, only one allowed');
	    }
	    const { gen } = it;
	    if (dataProp !== undefined) {
	        const { errorPath, dataPathArr, opts } = it;
	        const nextData = gen.let("data", (0, codegen_1._) `${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
	        dataContextProps(nextData);
	        subschema.errorPath = (0, codegen_1.str) `${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
	        subschema.parentDataProperty = (0, codegen_1._) `${dataProp}`;
	        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
	    }
	    if (data !== undefined) {
	        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true); // replaceable if used once?
	        dataContextProps(nextData);
	        if (propertyName !== undefined)
	            subschema.propertyName = propertyName;
	        // TODO something is possibly wrong here with not changing parentDataProperty and not appending dataPathArr
	    }
	    if (dataTypes)
	        subschema.dataTypes = dataTypes;
	    function dataContextProps(_nextData) {
	        subschema.data = _nextData;
	        subschema.dataLevel = it.dataLevel + 1;
	        subschema.dataTypes = [];
	        it.definedProperties = new Set();
	        subschema.parentData = it.data;
	        subschema.dataNames = [...it.dataNames, _nextData];
	    }
	}
	subschema.extendSubschemaData = extendSubschemaData;
	function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
	    if (compositeRule !== undefined)
	        subschema.compositeRule = compositeRule;
	    if (createErrors !== undefined)
	        subschema.createErrors = createErrors;
	    if (allErrors !== undefined)
	        subschema.allErrors = allErrors;
	    subschema.jtdDiscriminator = jtdDiscriminator; // not inherited
	    subschema.jtdMetadata = jtdMetadata; // not inherited
	}
	subschema.extendSubschemaMode = extendSubschemaMode;
	
	return subschema;
}

var resolve = {};

var fastDeepEqual;
var hasRequiredFastDeepEqual;

function requireFastDeepEqual () {
	if (hasRequiredFastDeepEqual) return fastDeepEqual;
	hasRequiredFastDeepEqual = 1;

	// do not edit .js files directly - edit src/index.jst



	fastDeepEqual = function equal(a, b) {
	  if (a === b) return true;

	  if (a && b && typeof a == 'object' && typeof b == 'object') {
	    if (a.constructor !== b.constructor) return false;

	    var length, i, keys;
	    if (Array.isArray(a)) {
	      length = a.length;
	      if (length != b.length) return false;
	      for (i = length; i-- !== 0;)
	        if (!equal(a[i], b[i])) return false;
	      return true;
	    }



	    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
	    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
	    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

	    keys = Object.keys(a);
	    length = keys.length;
	    if (length !== Object.keys(b).length) return false;

	    for (i = length; i-- !== 0;)
	      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

	    for (i = length; i-- !== 0;) {
	      var key = keys[i];

	      if (!equal(a[key], b[key])) return false;
	    }

	    return true;
	  }

	  // true if both NaN, false otherwise
	  return a!==a && b!==b;
	};
	return fastDeepEqual;
}

var jsonSchemaTraverse = {exports: {}};

var hasRequiredJsonSchemaTraverse;

function requireJsonSchemaTraverse () {
	if (hasRequiredJsonSchemaTraverse) return jsonSchemaTraverse.exports;
	hasRequiredJsonSchemaTraverse = 1;

	var traverse = jsonSchemaTraverse.exports = function (schema, opts, cb) {
	  // Legacy support for v0.3.1 and earlier.
	  if (typeof opts == 'function') {
	    cb = opts;
	    opts = {};
	  }

	  cb = opts.cb || cb;
	  var pre = (typeof cb == 'function') ? cb : cb.pre || function() {};
	  var post = cb.post || function() {};

	  _traverse(opts, pre, post, schema, '', schema);
	};


	traverse.keywords = {
	  additionalItems: true,
	  items: true,
	  contains: true,
	  additionalProperties: true,
	  propertyNames: true,
	  not: true,
	  if: true,
	  then: true,
	  else: true
	};

	traverse.arrayKeywords = {
	  items: true,
	  allOf: true,
	  anyOf: true,
	  oneOf: true
	};

	traverse.propsKeywords = {
	  $defs: true,
	  definitions: true,
	  properties: true,
	  patternProperties: true,
	  dependencies: true
	};

	traverse.skipKeywords = {
	  default: true,
	  enum: true,
	  const: true,
	  required: true,
	  maximum: true,
	  minimum: true,
	  exclusiveMaximum: true,
	  exclusiveMinimum: true,
	  multipleOf: true,
	  maxLength: true,
	  minLength: true,
	  pattern: true,
	  format: true,
	  maxItems: true,
	  minItems: true,
	  uniqueItems: true,
	  maxProperties: true,
	  minProperties: true
	};


	function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
	  if (schema && typeof schema == 'object' && !Array.isArray(schema)) {
	    pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
	    for (var key in schema) {
	      var sch = schema[key];
	      if (Array.isArray(sch)) {
	        if (key in traverse.arrayKeywords) {
	          for (var i=0; i<sch.length; i++)
	            _traverse(opts, pre, post, sch[i], jsonPtr + '/' + key + '/' + i, rootSchema, jsonPtr, key, schema, i);
	        }
	      } else if (key in traverse.propsKeywords) {
	        if (sch && typeof sch == 'object') {
	          for (var prop in sch)
	            _traverse(opts, pre, post, sch[prop], jsonPtr + '/' + key + '/' + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
	        }
	      } else if (key in traverse.keywords || (opts.allKeys && !(key in traverse.skipKeywords))) {
	        _traverse(opts, pre, post, sch, jsonPtr + '/' + key, rootSchema, jsonPtr, key, schema);
	      }
	    }
	    post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
	  }
	}


	function escapeJsonPtr(str) {
	  return str.replace(/~/g, '~0').replace(/\//g, '~1');
	}
	return jsonSchemaTraverse.exports;
}

var hasRequiredResolve;

function requireResolve () {
	if (hasRequiredResolve) return resolve;
	hasRequiredResolve = 1;
	Object.defineProperty(resolve, "__esModule", { value: true });
	resolve.getSchemaRefs = resolve.resolveUrl = resolve.normalizeId = resolve._getFullPath = resolve.getFullPath = resolve.inlineRef = void 0;
	const util_1 = /*@__PURE__*/ requireUtil();
	const equal = requireFastDeepEqual();
	const traverse = requireJsonSchemaTraverse();
	// TODO refactor to use keyword definitions
	const SIMPLE_INLINED = new Set([
	    "type",
	    "format",
	    "pattern",
	    "maxLength",
	    "minLength",
	    "maxProperties",
	    "minProperties",
	    "maxItems",
	    "minItems",
	    "maximum",
	    "minimum",
	    "uniqueItems",
	    "multipleOf",
	    "required",
	    "enum",
	    "const",
	]);
	function inlineRef(schema, limit = true) {
	    if (typeof schema == "boolean")
	        return true;
	    if (limit === true)
	        return !hasRef(schema);
	    if (!limit)
	        return false;
	    return countKeys(schema) <= limit;
	}
	resolve.inlineRef = inlineRef;
	const REF_KEYWORDS = new Set([
	    "$ref",
	    "$recursiveRef",
	    "$recursiveAnchor",
	    "$dynamicRef",
	    "$dynamicAnchor",
	]);
	function hasRef(schema) {
	    for (const key in schema) {
	        if (REF_KEYWORDS.has(key))
	            return true;
	        const sch = schema[key];
	        if (Array.isArray(sch) && sch.some(hasRef))
	            return true;
	        if (typeof sch == "object" && hasRef(sch))
	            return true;
	    }
	    return false;
	}
	function countKeys(schema) {
	    let count = 0;
	    for (const key in schema) {
	        if (key === "$ref")
	            return Infinity;
	        count++;
	        if (SIMPLE_INLINED.has(key))
	            continue;
	        if (typeof schema[key] == "object") {
	            (0, util_1.eachItem)(schema[key], (sch) => (count += countKeys(sch)));
	        }
	        if (count === Infinity)
	            return Infinity;
	    }
	    return count;
	}
	function getFullPath(resolver, id = "", normalize) {
	    if (normalize !== false)
	        id = normalizeId(id);
	    const p = resolver.parse(id);
	    return _getFullPath(resolver, p);
	}
	resolve.getFullPath = getFullPath;
	function _getFullPath(resolver, p) {
	    const serialized = resolver.serialize(p);
	    return serialized.split("#")[0] + "#";
	}
	resolve._getFullPath = _getFullPath;
	const TRAILING_SLASH_HASH = /#\/?$/;
	function normalizeId(id) {
	    return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
	}
	resolve.normalizeId = normalizeId;
	function resolveUrl(resolver, baseId, id) {
	    id = normalizeId(id);
	    return resolver.resolve(baseId, id);
	}
	resolve.resolveUrl = resolveUrl;
	const ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
	function getSchemaRefs(schema, baseId) {
	    if (typeof schema == "boolean")
	        return {};
	    const { schemaId, uriResolver } = this.opts;
	    const schId = normalizeId(schema[schemaId] || baseId);
	    const baseIds = { "": schId };
	    const pathPrefix = getFullPath(uriResolver, schId, false);
	    const localRefs = {};
	    const schemaRefs = new Set();
	    traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
	        if (parentJsonPtr === undefined)
	            return;
	        const fullPath = pathPrefix + jsonPtr;
	        let innerBaseId = baseIds[parentJsonPtr];
	        if (typeof sch[schemaId] == "string")
	            innerBaseId = addRef.call(this, sch[schemaId]);
	        addAnchor.call(this, sch.$anchor);
	        addAnchor.call(this, sch.$dynamicAnchor);
	        baseIds[jsonPtr] = innerBaseId;
	        function addRef(ref) {
	            // eslint-disable-next-line @typescript-eslint/unbound-method
	            const _resolve = this.opts.uriResolver.resolve;
	            ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
	            if (schemaRefs.has(ref))
	                throw ambiguos(ref);
	            schemaRefs.add(ref);
	            let schOrRef = this.refs[ref];
	            if (typeof schOrRef == "string")
	                schOrRef = this.refs[schOrRef];
	            if (typeof schOrRef == "object") {
	                checkAmbiguosRef(sch, schOrRef.schema, ref);
	            }
	            else if (ref !== normalizeId(fullPath)) {
	                if (ref[0] === "#") {
	                    checkAmbiguosRef(sch, localRefs[ref], ref);
	                    localRefs[ref] = sch;
	                }
	                else {
	                    this.refs[ref] = fullPath;
	                }
	            }
	            return ref;
	        }
	        function addAnchor(anchor) {
	            if (typeof anchor == "string") {
	                if (!ANCHOR.test(anchor))
	                    throw new Error(`invalid anchor "${anchor}"`);
	                addRef.call(this, `#${anchor}`);
	            }
	        }
	    });
	    return localRefs;
	    function checkAmbiguosRef(sch1, sch2, ref) {
	        if (sch2 !== undefined && !equal(sch1, sch2))
	            throw ambiguos(ref);
	    }
	    function ambiguos(ref) {
	        return new Error(`reference "${ref}" resolves to more than one schema`);
	    }
	}
	resolve.getSchemaRefs = getSchemaRefs;
	
	return resolve;
}

var hasRequiredValidate;

function requireValidate () {
	if (hasRequiredValidate) return validate$1;
	hasRequiredValidate = 1;
	Object.defineProperty(validate$1, "__esModule", { value: true });
	validate$1.getData = validate$1.KeywordCxt = validate$1.validateFunctionCode = void 0;
	const boolSchema_1 = /*@__PURE__*/ requireBoolSchema();
	const dataType_1 = /*@__PURE__*/ requireDataType();
	const applicability_1 = /*@__PURE__*/ requireApplicability();
	const dataType_2 = /*@__PURE__*/ requireDataType();
	const defaults_1 = /*@__PURE__*/ requireDefaults();
	const keyword_1 = /*@__PURE__*/ requireKeyword();
	const subschema_1 = /*@__PURE__*/ requireSubschema();
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const names_1 = /*@__PURE__*/ requireNames();
	const resolve_1 = /*@__PURE__*/ requireResolve();
	const util_1 = /*@__PURE__*/ requireUtil();
	const errors_1 = /*@__PURE__*/ requireErrors();
	// schema compilation - generates validation function, subschemaCode (below) is used for subschemas
	function validateFunctionCode(it) {
	    if (isSchemaObj(it)) {
	        checkKeywords(it);
	        if (schemaCxtHasRules(it)) {
	            topSchemaObjCode(it);
	            return;
	        }
	    }
	    validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
	}
	validate$1.validateFunctionCode = validateFunctionCode;
	function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
	    if (opts.code.es5) {
	        gen.func(validateName, (0, codegen_1._) `${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
	            gen.code((0, codegen_1._) `"use strict"; ${funcSourceUrl(schema, opts)}`);
	            destructureValCxtES5(gen, opts);
	            gen.code(body);
	        });
	    }
	    else {
	        gen.func(validateName, (0, codegen_1._) `${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
	    }
	}
	function destructureValCxt(opts) {
	    return (0, codegen_1._) `{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._) `, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
	}
	function destructureValCxtES5(gen, opts) {
	    gen.if(names_1.default.valCxt, () => {
	        gen.var(names_1.default.instancePath, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.instancePath}`);
	        gen.var(names_1.default.parentData, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.parentData}`);
	        gen.var(names_1.default.parentDataProperty, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
	        gen.var(names_1.default.rootData, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.rootData}`);
	        if (opts.dynamicRef)
	            gen.var(names_1.default.dynamicAnchors, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
	    }, () => {
	        gen.var(names_1.default.instancePath, (0, codegen_1._) `""`);
	        gen.var(names_1.default.parentData, (0, codegen_1._) `undefined`);
	        gen.var(names_1.default.parentDataProperty, (0, codegen_1._) `undefined`);
	        gen.var(names_1.default.rootData, names_1.default.data);
	        if (opts.dynamicRef)
	            gen.var(names_1.default.dynamicAnchors, (0, codegen_1._) `{}`);
	    });
	}
	function topSchemaObjCode(it) {
	    const { schema, opts, gen } = it;
	    validateFunction(it, () => {
	        if (opts.$comment && schema.$comment)
	            commentKeyword(it);
	        checkNoDefault(it);
	        gen.let(names_1.default.vErrors, null);
	        gen.let(names_1.default.errors, 0);
	        if (opts.unevaluated)
	            resetEvaluated(it);
	        typeAndKeywords(it);
	        returnResults(it);
	    });
	    return;
	}
	function resetEvaluated(it) {
	    // TODO maybe some hook to execute it in the end to check whether props/items are Name, as in assignEvaluated
	    const { gen, validateName } = it;
	    it.evaluated = gen.const("evaluated", (0, codegen_1._) `${validateName}.evaluated`);
	    gen.if((0, codegen_1._) `${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._) `${it.evaluated}.props`, (0, codegen_1._) `undefined`));
	    gen.if((0, codegen_1._) `${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._) `${it.evaluated}.items`, (0, codegen_1._) `undefined`));
	}
	function funcSourceUrl(schema, opts) {
	    const schId = typeof schema == "object" && schema[opts.schemaId];
	    return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._) `/*# sourceURL=${schId} */` : codegen_1.nil;
	}
	// schema compilation - this function is used recursively to generate code for sub-schemas
	function subschemaCode(it, valid) {
	    if (isSchemaObj(it)) {
	        checkKeywords(it);
	        if (schemaCxtHasRules(it)) {
	            subSchemaObjCode(it, valid);
	            return;
	        }
	    }
	    (0, boolSchema_1.boolOrEmptySchema)(it, valid);
	}
	function schemaCxtHasRules({ schema, self }) {
	    if (typeof schema == "boolean")
	        return !schema;
	    for (const key in schema)
	        if (self.RULES.all[key])
	            return true;
	    return false;
	}
	function isSchemaObj(it) {
	    return typeof it.schema != "boolean";
	}
	function subSchemaObjCode(it, valid) {
	    const { schema, gen, opts } = it;
	    if (opts.$comment && schema.$comment)
	        commentKeyword(it);
	    updateContext(it);
	    checkAsyncSchema(it);
	    const errsCount = gen.const("_errs", names_1.default.errors);
	    typeAndKeywords(it, errsCount);
	    // TODO var
	    gen.var(valid, (0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
	}
	function checkKeywords(it) {
	    (0, util_1.checkUnknownRules)(it);
	    checkRefsAndKeywords(it);
	}
	function typeAndKeywords(it, errsCount) {
	    if (it.opts.jtd)
	        return schemaKeywords(it, [], false, errsCount);
	    const types = (0, dataType_1.getSchemaTypes)(it.schema);
	    const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
	    schemaKeywords(it, types, !checkedTypes, errsCount);
	}
	function checkRefsAndKeywords(it) {
	    const { schema, errSchemaPath, opts, self } = it;
	    if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
	        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
	    }
	}
	function checkNoDefault(it) {
	    const { schema, opts } = it;
	    if (schema.default !== undefined && opts.useDefaults && opts.strictSchema) {
	        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
	    }
	}
	function updateContext(it) {
	    const schId = it.schema[it.opts.schemaId];
	    if (schId)
	        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
	}
	function checkAsyncSchema(it) {
	    if (it.schema.$async && !it.schemaEnv.$async)
	        throw new Error("async schema in sync schema");
	}
	function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
	    const msg = schema.$comment;
	    if (opts.$comment === true) {
	        gen.code((0, codegen_1._) `${names_1.default.self}.logger.log(${msg})`);
	    }
	    else if (typeof opts.$comment == "function") {
	        const schemaPath = (0, codegen_1.str) `${errSchemaPath}/$comment`;
	        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
	        gen.code((0, codegen_1._) `${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
	    }
	}
	function returnResults(it) {
	    const { gen, schemaEnv, validateName, ValidationError, opts } = it;
	    if (schemaEnv.$async) {
	        // TODO assign unevaluated
	        gen.if((0, codegen_1._) `${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._) `new ${ValidationError}(${names_1.default.vErrors})`));
	    }
	    else {
	        gen.assign((0, codegen_1._) `${validateName}.errors`, names_1.default.vErrors);
	        if (opts.unevaluated)
	            assignEvaluated(it);
	        gen.return((0, codegen_1._) `${names_1.default.errors} === 0`);
	    }
	}
	function assignEvaluated({ gen, evaluated, props, items }) {
	    if (props instanceof codegen_1.Name)
	        gen.assign((0, codegen_1._) `${evaluated}.props`, props);
	    if (items instanceof codegen_1.Name)
	        gen.assign((0, codegen_1._) `${evaluated}.items`, items);
	}
	function schemaKeywords(it, types, typeErrors, errsCount) {
	    const { gen, schema, data, allErrors, opts, self } = it;
	    const { RULES } = self;
	    if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
	        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition)); // TODO typecast
	        return;
	    }
	    if (!opts.jtd)
	        checkStrictTypes(it, types);
	    gen.block(() => {
	        for (const group of RULES.rules)
	            groupKeywords(group);
	        groupKeywords(RULES.post);
	    });
	    function groupKeywords(group) {
	        if (!(0, applicability_1.shouldUseGroup)(schema, group))
	            return;
	        if (group.type) {
	            gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
	            iterateKeywords(it, group);
	            if (types.length === 1 && types[0] === group.type && typeErrors) {
	                gen.else();
	                (0, dataType_2.reportTypeError)(it);
	            }
	            gen.endIf();
	        }
	        else {
	            iterateKeywords(it, group);
	        }
	        // TODO make it "ok" call?
	        if (!allErrors)
	            gen.if((0, codegen_1._) `${names_1.default.errors} === ${errsCount || 0}`);
	    }
	}
	function iterateKeywords(it, group) {
	    const { gen, schema, opts: { useDefaults }, } = it;
	    if (useDefaults)
	        (0, defaults_1.assignDefaults)(it, group.type);
	    gen.block(() => {
	        for (const rule of group.rules) {
	            if ((0, applicability_1.shouldUseRule)(schema, rule)) {
	                keywordCode(it, rule.keyword, rule.definition, group.type);
	            }
	        }
	    });
	}
	function checkStrictTypes(it, types) {
	    if (it.schemaEnv.meta || !it.opts.strictTypes)
	        return;
	    checkContextTypes(it, types);
	    if (!it.opts.allowUnionTypes)
	        checkMultipleTypes(it, types);
	    checkKeywordTypes(it, it.dataTypes);
	}
	function checkContextTypes(it, types) {
	    if (!types.length)
	        return;
	    if (!it.dataTypes.length) {
	        it.dataTypes = types;
	        return;
	    }
	    types.forEach((t) => {
	        if (!includesType(it.dataTypes, t)) {
	            strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
	        }
	    });
	    narrowSchemaTypes(it, types);
	}
	function checkMultipleTypes(it, ts) {
	    if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
	        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
	    }
	}
	function checkKeywordTypes(it, ts) {
	    const rules = it.self.RULES.all;
	    for (const keyword in rules) {
	        const rule = rules[keyword];
	        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
	            const { type } = rule.definition;
	            if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
	                strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
	            }
	        }
	    }
	}
	function hasApplicableType(schTs, kwdT) {
	    return schTs.includes(kwdT) || (kwdT === "number" && schTs.includes("integer"));
	}
	function includesType(ts, t) {
	    return ts.includes(t) || (t === "integer" && ts.includes("number"));
	}
	function narrowSchemaTypes(it, withTypes) {
	    const ts = [];
	    for (const t of it.dataTypes) {
	        if (includesType(withTypes, t))
	            ts.push(t);
	        else if (withTypes.includes("integer") && t === "number")
	            ts.push("integer");
	    }
	    it.dataTypes = ts;
	}
	function strictTypesError(it, msg) {
	    const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
	    msg += ` at "${schemaPath}" (strictTypes)`;
	    (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
	}
	class KeywordCxt {
	    constructor(it, def, keyword) {
	        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
	        this.gen = it.gen;
	        this.allErrors = it.allErrors;
	        this.keyword = keyword;
	        this.data = it.data;
	        this.schema = it.schema[keyword];
	        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
	        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
	        this.schemaType = def.schemaType;
	        this.parentSchema = it.schema;
	        this.params = {};
	        this.it = it;
	        this.def = def;
	        if (this.$data) {
	            this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
	        }
	        else {
	            this.schemaCode = this.schemaValue;
	            if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
	                throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
	            }
	        }
	        if ("code" in def ? def.trackErrors : def.errors !== false) {
	            this.errsCount = it.gen.const("_errs", names_1.default.errors);
	        }
	    }
	    result(condition, successAction, failAction) {
	        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
	    }
	    failResult(condition, successAction, failAction) {
	        this.gen.if(condition);
	        if (failAction)
	            failAction();
	        else
	            this.error();
	        if (successAction) {
	            this.gen.else();
	            successAction();
	            if (this.allErrors)
	                this.gen.endIf();
	        }
	        else {
	            if (this.allErrors)
	                this.gen.endIf();
	            else
	                this.gen.else();
	        }
	    }
	    pass(condition, failAction) {
	        this.failResult((0, codegen_1.not)(condition), undefined, failAction);
	    }
	    fail(condition) {
	        if (condition === undefined) {
	            this.error();
	            if (!this.allErrors)
	                this.gen.if(false); // this branch will be removed by gen.optimize
	            return;
	        }
	        this.gen.if(condition);
	        this.error();
	        if (this.allErrors)
	            this.gen.endIf();
	        else
	            this.gen.else();
	    }
	    fail$data(condition) {
	        if (!this.$data)
	            return this.fail(condition);
	        const { schemaCode } = this;
	        this.fail((0, codegen_1._) `${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
	    }
	    error(append, errorParams, errorPaths) {
	        if (errorParams) {
	            this.setParams(errorParams);
	            this._error(append, errorPaths);
	            this.setParams({});
	            return;
	        }
	        this._error(append, errorPaths);
	    }
	    _error(append, errorPaths) {
	        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
	    }
	    $dataError() {
	        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
	    }
	    reset() {
	        if (this.errsCount === undefined)
	            throw new Error('add "trackErrors" to keyword definition');
	        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
	    }
	    ok(cond) {
	        if (!this.allErrors)
	            this.gen.if(cond);
	    }
	    setParams(obj, assign) {
	        if (assign)
	            Object.assign(this.params, obj);
	        else
	            this.params = obj;
	    }
	    block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
	        this.gen.block(() => {
	            this.check$data(valid, $dataValid);
	            codeBlock();
	        });
	    }
	    check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
	        if (!this.$data)
	            return;
	        const { gen, schemaCode, schemaType, def } = this;
	        gen.if((0, codegen_1.or)((0, codegen_1._) `${schemaCode} === undefined`, $dataValid));
	        if (valid !== codegen_1.nil)
	            gen.assign(valid, true);
	        if (schemaType.length || def.validateSchema) {
	            gen.elseIf(this.invalid$data());
	            this.$dataError();
	            if (valid !== codegen_1.nil)
	                gen.assign(valid, false);
	        }
	        gen.else();
	    }
	    invalid$data() {
	        const { gen, schemaCode, schemaType, def, it } = this;
	        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
	        function wrong$DataType() {
	            if (schemaType.length) {
	                /* istanbul ignore if */
	                if (!(schemaCode instanceof codegen_1.Name))
	                    throw new Error("ajv implementation error");
	                const st = Array.isArray(schemaType) ? schemaType : [schemaType];
	                return (0, codegen_1._) `${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
	            }
	            return codegen_1.nil;
	        }
	        function invalid$DataSchema() {
	            if (def.validateSchema) {
	                const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema }); // TODO value.code for standalone
	                return (0, codegen_1._) `!${validateSchemaRef}(${schemaCode})`;
	            }
	            return codegen_1.nil;
	        }
	    }
	    subschema(appl, valid) {
	        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
	        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
	        (0, subschema_1.extendSubschemaMode)(subschema, appl);
	        const nextContext = { ...this.it, ...subschema, items: undefined, props: undefined };
	        subschemaCode(nextContext, valid);
	        return nextContext;
	    }
	    mergeEvaluated(schemaCxt, toName) {
	        const { it, gen } = this;
	        if (!it.opts.unevaluated)
	            return;
	        if (it.props !== true && schemaCxt.props !== undefined) {
	            it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
	        }
	        if (it.items !== true && schemaCxt.items !== undefined) {
	            it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
	        }
	    }
	    mergeValidEvaluated(schemaCxt, valid) {
	        const { it, gen } = this;
	        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
	            gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
	            return true;
	        }
	    }
	}
	validate$1.KeywordCxt = KeywordCxt;
	function keywordCode(it, keyword, def, ruleType) {
	    const cxt = new KeywordCxt(it, def, keyword);
	    if ("code" in def) {
	        def.code(cxt, ruleType);
	    }
	    else if (cxt.$data && def.validate) {
	        (0, keyword_1.funcKeywordCode)(cxt, def);
	    }
	    else if ("macro" in def) {
	        (0, keyword_1.macroKeywordCode)(cxt, def);
	    }
	    else if (def.compile || def.validate) {
	        (0, keyword_1.funcKeywordCode)(cxt, def);
	    }
	}
	const JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
	const RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
	function getData($data, { dataLevel, dataNames, dataPathArr }) {
	    let jsonPointer;
	    let data;
	    if ($data === "")
	        return names_1.default.rootData;
	    if ($data[0] === "/") {
	        if (!JSON_POINTER.test($data))
	            throw new Error(`Invalid JSON-pointer: ${$data}`);
	        jsonPointer = $data;
	        data = names_1.default.rootData;
	    }
	    else {
	        const matches = RELATIVE_JSON_POINTER.exec($data);
	        if (!matches)
	            throw new Error(`Invalid JSON-pointer: ${$data}`);
	        const up = +matches[1];
	        jsonPointer = matches[2];
	        if (jsonPointer === "#") {
	            if (up >= dataLevel)
	                throw new Error(errorMsg("property/index", up));
	            return dataPathArr[dataLevel - up];
	        }
	        if (up > dataLevel)
	            throw new Error(errorMsg("data", up));
	        data = dataNames[dataLevel - up];
	        if (!jsonPointer)
	            return data;
	    }
	    let expr = data;
	    const segments = jsonPointer.split("/");
	    for (const segment of segments) {
	        if (segment) {
	            data = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
	            expr = (0, codegen_1._) `${expr} && ${data}`;
	        }
	    }
	    return expr;
	    function errorMsg(pointerType, up) {
	        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
	    }
	}
	validate$1.getData = getData;
	
	return validate$1;
}

var validation_error = {};

var hasRequiredValidation_error;

function requireValidation_error () {
	if (hasRequiredValidation_error) return validation_error;
	hasRequiredValidation_error = 1;
	Object.defineProperty(validation_error, "__esModule", { value: true });
	class ValidationError extends Error {
	    constructor(errors) {
	        super("validation failed");
	        this.errors = errors;
	        this.ajv = this.validation = true;
	    }
	}
	validation_error.default = ValidationError;
	
	return validation_error;
}

var ref_error = {};

var hasRequiredRef_error;

function requireRef_error () {
	if (hasRequiredRef_error) return ref_error;
	hasRequiredRef_error = 1;
	Object.defineProperty(ref_error, "__esModule", { value: true });
	const resolve_1 = /*@__PURE__*/ requireResolve();
	class MissingRefError extends Error {
	    constructor(resolver, baseId, ref, msg) {
	        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
	        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
	        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
	    }
	}
	ref_error.default = MissingRefError;
	
	return ref_error;
}

var compile = {};

var hasRequiredCompile;

function requireCompile () {
	if (hasRequiredCompile) return compile;
	hasRequiredCompile = 1;
	Object.defineProperty(compile, "__esModule", { value: true });
	compile.resolveSchema = compile.getCompilingSchema = compile.resolveRef = compile.compileSchema = compile.SchemaEnv = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const validation_error_1 = /*@__PURE__*/ requireValidation_error();
	const names_1 = /*@__PURE__*/ requireNames();
	const resolve_1 = /*@__PURE__*/ requireResolve();
	const util_1 = /*@__PURE__*/ requireUtil();
	const validate_1 = /*@__PURE__*/ requireValidate();
	class SchemaEnv {
	    constructor(env) {
	        var _a;
	        this.refs = {};
	        this.dynamicAnchors = {};
	        let schema;
	        if (typeof env.schema == "object")
	            schema = env.schema;
	        this.schema = env.schema;
	        this.schemaId = env.schemaId;
	        this.root = env.root || this;
	        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
	        this.schemaPath = env.schemaPath;
	        this.localRefs = env.localRefs;
	        this.meta = env.meta;
	        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
	        this.refs = {};
	    }
	}
	compile.SchemaEnv = SchemaEnv;
	// let codeSize = 0
	// let nodeCount = 0
	// Compiles schema in SchemaEnv
	function compileSchema(sch) {
	    // TODO refactor - remove compilations
	    const _sch = getCompilingSchema.call(this, sch);
	    if (_sch)
	        return _sch;
	    const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId); // TODO if getFullPath removed 1 tests fails
	    const { es5, lines } = this.opts.code;
	    const { ownProperties } = this.opts;
	    const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
	    let _ValidationError;
	    if (sch.$async) {
	        _ValidationError = gen.scopeValue("Error", {
	            ref: validation_error_1.default,
	            code: (0, codegen_1._) `require("ajv/dist/runtime/validation_error").default`,
	        });
	    }
	    const validateName = gen.scopeName("validate");
	    sch.validateName = validateName;
	    const schemaCxt = {
	        gen,
	        allErrors: this.opts.allErrors,
	        data: names_1.default.data,
	        parentData: names_1.default.parentData,
	        parentDataProperty: names_1.default.parentDataProperty,
	        dataNames: [names_1.default.data],
	        dataPathArr: [codegen_1.nil], // TODO can its length be used as dataLevel if nil is removed?
	        dataLevel: 0,
	        dataTypes: [],
	        definedProperties: new Set(),
	        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true
	            ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) }
	            : { ref: sch.schema }),
	        validateName,
	        ValidationError: _ValidationError,
	        schema: sch.schema,
	        schemaEnv: sch,
	        rootId,
	        baseId: sch.baseId || rootId,
	        schemaPath: codegen_1.nil,
	        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
	        errorPath: (0, codegen_1._) `""`,
	        opts: this.opts,
	        self: this,
	    };
	    let sourceCode;
	    try {
	        this._compilations.add(sch);
	        (0, validate_1.validateFunctionCode)(schemaCxt);
	        gen.optimize(this.opts.code.optimize);
	        // gen.optimize(1)
	        const validateCode = gen.toString();
	        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
	        // console.log((codeSize += sourceCode.length), (nodeCount += gen.nodeCount))
	        if (this.opts.code.process)
	            sourceCode = this.opts.code.process(sourceCode, sch);
	        // console.log("\n\n\n *** \n", sourceCode)
	        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
	        const validate = makeValidate(this, this.scope.get());
	        this.scope.value(validateName, { ref: validate });
	        validate.errors = null;
	        validate.schema = sch.schema;
	        validate.schemaEnv = sch;
	        if (sch.$async)
	            validate.$async = true;
	        if (this.opts.code.source === true) {
	            validate.source = { validateName, validateCode, scopeValues: gen._values };
	        }
	        if (this.opts.unevaluated) {
	            const { props, items } = schemaCxt;
	            validate.evaluated = {
	                props: props instanceof codegen_1.Name ? undefined : props,
	                items: items instanceof codegen_1.Name ? undefined : items,
	                dynamicProps: props instanceof codegen_1.Name,
	                dynamicItems: items instanceof codegen_1.Name,
	            };
	            if (validate.source)
	                validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
	        }
	        sch.validate = validate;
	        return sch;
	    }
	    catch (e) {
	        delete sch.validate;
	        delete sch.validateName;
	        if (sourceCode)
	            this.logger.error("Error compiling schema, function code:", sourceCode);
	        // console.log("\n\n\n *** \n", sourceCode, this.opts)
	        throw e;
	    }
	    finally {
	        this._compilations.delete(sch);
	    }
	}
	compile.compileSchema = compileSchema;
	function resolveRef(root, baseId, ref) {
	    var _a;
	    ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
	    const schOrFunc = root.refs[ref];
	    if (schOrFunc)
	        return schOrFunc;
	    let _sch = resolve.call(this, root, ref);
	    if (_sch === undefined) {
	        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref]; // TODO maybe localRefs should hold SchemaEnv
	        const { schemaId } = this.opts;
	        if (schema)
	            _sch = new SchemaEnv({ schema, schemaId, root, baseId });
	    }
	    if (_sch === undefined)
	        return;
	    return (root.refs[ref] = inlineOrCompile.call(this, _sch));
	}
	compile.resolveRef = resolveRef;
	function inlineOrCompile(sch) {
	    if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
	        return sch.schema;
	    return sch.validate ? sch : compileSchema.call(this, sch);
	}
	// Index of schema compilation in the currently compiled list
	function getCompilingSchema(schEnv) {
	    for (const sch of this._compilations) {
	        if (sameSchemaEnv(sch, schEnv))
	            return sch;
	    }
	}
	compile.getCompilingSchema = getCompilingSchema;
	function sameSchemaEnv(s1, s2) {
	    return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
	}
	// resolve and compile the references ($ref)
	// TODO returns AnySchemaObject (if the schema can be inlined) or validation function
	function resolve(root, // information about the root schema for the current schema
	ref // reference to resolve
	) {
	    let sch;
	    while (typeof (sch = this.refs[ref]) == "string")
	        ref = sch;
	    return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
	}
	// Resolve schema, its root and baseId
	function resolveSchema(root, // root object with properties schema, refs TODO below SchemaEnv is assigned to it
	ref // reference to resolve
	) {
	    const p = this.opts.uriResolver.parse(ref);
	    const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
	    let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, undefined);
	    // TODO `Object.keys(root.schema).length > 0` should not be needed - but removing breaks 2 tests
	    if (Object.keys(root.schema).length > 0 && refPath === baseId) {
	        return getJsonPointer.call(this, p, root);
	    }
	    const id = (0, resolve_1.normalizeId)(refPath);
	    const schOrRef = this.refs[id] || this.schemas[id];
	    if (typeof schOrRef == "string") {
	        const sch = resolveSchema.call(this, root, schOrRef);
	        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
	            return;
	        return getJsonPointer.call(this, p, sch);
	    }
	    if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
	        return;
	    if (!schOrRef.validate)
	        compileSchema.call(this, schOrRef);
	    if (id === (0, resolve_1.normalizeId)(ref)) {
	        const { schema } = schOrRef;
	        const { schemaId } = this.opts;
	        const schId = schema[schemaId];
	        if (schId)
	            baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
	        return new SchemaEnv({ schema, schemaId, root, baseId });
	    }
	    return getJsonPointer.call(this, p, schOrRef);
	}
	compile.resolveSchema = resolveSchema;
	const PREVENT_SCOPE_CHANGE = new Set([
	    "properties",
	    "patternProperties",
	    "enum",
	    "dependencies",
	    "definitions",
	]);
	function getJsonPointer(parsedRef, { baseId, schema, root }) {
	    var _a;
	    if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
	        return;
	    for (const part of parsedRef.fragment.slice(1).split("/")) {
	        if (typeof schema === "boolean")
	            return;
	        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
	        if (partSchema === undefined)
	            return;
	        schema = partSchema;
	        // TODO PREVENT_SCOPE_CHANGE could be defined in keyword def?
	        const schId = typeof schema === "object" && schema[this.opts.schemaId];
	        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
	            baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
	        }
	    }
	    let env;
	    if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
	        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
	        env = resolveSchema.call(this, root, $ref);
	    }
	    // even though resolution failed we need to return SchemaEnv to throw exception
	    // so that compileAsync loads missing schema.
	    const { schemaId } = this.opts;
	    env = env || new SchemaEnv({ schema, schemaId, root, baseId });
	    if (env.schema !== env.root.schema)
	        return env;
	    return undefined;
	}
	
	return compile;
}

var $id$1 = "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#";
var description = "Meta-schema for $data reference (JSON AnySchema extension proposal)";
var type$1 = "object";
var required$1 = [
	"$data"
];
var properties$2 = {
	$data: {
		type: "string",
		anyOf: [
			{
				format: "relative-json-pointer"
			},
			{
				format: "json-pointer"
			}
		]
	}
};
var additionalProperties$1 = false;
var require$$9 = {
	$id: $id$1,
	description: description,
	type: type$1,
	required: required$1,
	properties: properties$2,
	additionalProperties: additionalProperties$1
};

var uri = {};

var fastUri = {exports: {}};

var utils;
var hasRequiredUtils;

function requireUtils () {
	if (hasRequiredUtils) return utils;
	hasRequiredUtils = 1;

	/** @type {(value: string) => boolean} */
	const isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);

	/** @type {(value: string) => boolean} */
	const isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);

	/** @type {(value: string) => boolean} */
	const isPort = RegExp.prototype.test.bind(/^\d*$/u);

	/** @type {(value: string) => boolean} */
	const isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);

	/** @type {(value: string) => boolean} */
	const isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);

	/** @type {(value: string) => boolean} */
	const isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);

	/** @type {(value: string) => boolean} */
	const isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);

	/** @type {(value: string) => boolean} */
	const isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);

	const BYTE_HEX = new Array(256);
	{
	  const HEX_DIGITS = '0123456789ABCDEF';
	  for (let i = 0; i < 256; i++) {
	    BYTE_HEX[i] = '%' + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 0xF];
	  }
	}
	function percentEncodeNonAscii (cp) {
	  if (cp < 0x800) {
	    return BYTE_HEX[0xC0 | (cp >> 6)] +
	           BYTE_HEX[0x80 | (cp & 0x3F)]
	  }
	  if (cp < 0x10000) {
	    return BYTE_HEX[0xE0 | (cp >> 12)] +
	           BYTE_HEX[0x80 | ((cp >> 6) & 0x3F)] +
	           BYTE_HEX[0x80 | (cp & 0x3F)]
	  }
	  return BYTE_HEX[0xF0 | (cp >> 18)] +
	         BYTE_HEX[0x80 | ((cp >> 12) & 0x3F)] +
	         BYTE_HEX[0x80 | ((cp >> 6) & 0x3F)] +
	         BYTE_HEX[0x80 | (cp & 0x3F)]
	}

	/**
	 * @param {Array<string>} input
	 * @returns {string}
	 */
	function stringArrayToHexStripped (input) {
	  let acc = '';
	  let code = 0;
	  let i = 0;

	  for (i = 0; i < input.length; i++) {
	    code = input[i].charCodeAt(0);
	    if (code === 48) {
	      continue
	    }
	    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102))) {
	      return ''
	    }
	    acc += input[i];
	    break
	  }

	  for (i += 1; i < input.length; i++) {
	    code = input[i].charCodeAt(0);
	    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102))) {
	      return ''
	    }
	    acc += input[i];
	  }
	  return acc
	}

	/** @type {(value: string) => boolean} */
	const isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);

	/** @type {(value: string) => boolean} */
	const isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);

	/** @type {(value: string) => boolean} */
	const isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);

	/**
	 * @param {string} value
	 * @returns {boolean}
	 */
	const nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);

	/**
	 * @param {string} zone
	 * @returns {boolean}
	 */
	function isZoneIdentifier (zone) {
	  if (zone.length === 0) return false

	  for (let i = 0; i < zone.length; i++) {
	    if (isZoneCharacter(zone[i])) continue
	    if (zone[i] === '%' && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
	      i += 2;
	      continue
	    }
	    return false
	  }

	  return true
	}

	/**
	 * Compresses the longest run of zero hextets to "::" per RFC 5952. A run of a
	 * single zero hextet is left uncompressed. On ties the leftmost run wins.
	 *
	 * @param {string[]} hextets
	 * @returns {string}
	 */
	function compressIPv6ZeroRun (hextets) {
	  let bestStart = -1;
	  let bestLength = 0;
	  let runStart = -1;
	  let runLength = 0;
	  for (let i = 0; i < hextets.length; i++) {
	    if (hextets[i] === '0') {
	      if (runStart === -1) runStart = i;
	      runLength++;
	      if (runLength > bestLength) {
	        bestLength = runLength;
	        bestStart = runStart;
	      }
	    } else {
	      runStart = -1;
	      runLength = 0;
	    }
	  }

	  if (bestLength < 2) return hextets.join(':')

	  const head = hextets.slice(0, bestStart).join(':');
	  const tail = hextets.slice(bestStart + bestLength).join(':');
	  return head + '::' + tail
	}

	/**
	 * Validates an IPv6 address against the alternatives in RFC 3986 section
	 * 3.2.2 and returns the same address with leading hextet zeroes removed.
	 * An embedded IPv4 address counts as two hextets and is only valid at the end.
	 *
	 * @param {string} input
	 * @returns {string|undefined}
	 */
	function normalizeIPv6Address (input) {
	  const compression = input.indexOf('::');
	  if (compression !== -1 && input.indexOf('::', compression + 1) !== -1) return undefined

	  const left = compression === -1 ? input.split(':') : input.slice(0, compression).split(':');
	  const right = compression === -1 ? [] : input.slice(compression + 2).split(':');
	  if (compression !== -1) {
	    if (left.length === 1 && left[0] === '') left.length = 0;
	    if (right.length === 1 && right[0] === '') right.length = 0;
	  }

	  const parts = left.concat(right);
	  let hextetCount = 0;
	  for (let i = 0; i < parts.length; i++) {
	    const part = parts[i];
	    if (part === '') return undefined

	    if (part.indexOf('.') !== -1) {
	      if (i !== parts.length - 1 || (compression !== -1 && right.length === 0) || !isIPv4(part)) return undefined
	      hextetCount += 2;
	      continue
	    }

	    if (!isHextet(part)) return undefined
	    parts[i] = parseInt(part, 16).toString(16);
	    hextetCount++;
	  }

	  if (compression === -1) {
	    if (hextetCount !== 8) return undefined
	    return compressIPv6ZeroRun(parts)
	  }
	  if (hextetCount >= 8) return undefined

	  // expand "::" then re-compress the longest run for a canonical result
	  const expanded = parts.slice(0, left.length);
	  for (let i = hextetCount; i < 8; i++) expanded.push('0');
	  for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
	  return compressIPv6ZeroRun(expanded)
	}

	/**
	 * @typedef {Object} NormalizeIPv6Result
	 * @property {string} host - The normalized host.
	 * @property {string} [escapedHost] - The escaped host.
	 * @property {boolean} isIPV6 - Indicates if the host is an IPv6 address.
	 * @property {boolean} [isIPVFuture] - Indicates if the host is an IPvFuture literal.
	 * @property {boolean} [error] - Indicates if a bracketed IP literal is malformed.
	 */

	/**
	 * Validates and normalizes a bracketed IP literal. Raw zone separators remain
	 * accepted for backwards compatibility, while encoded separators and zone
	 * contents follow RFC 6874.
	 *
	 * @param {string} host
	 * @returns {NormalizeIPv6Result}
	 */
	function normalizeIPv6 (host) {
	  const bracketed = host[0] === '[' && host[host.length - 1] === ']';
	  const hasBracket = host[0] === '[' || host[host.length - 1] === ']';
	  if (hasBracket && !bracketed) return { host, isIPV6: false, error: true }

	  let input = bracketed ? host.slice(1, -1) : host;
	  if (bracketed && isIPvFuture(input)) {
	    input = input.toLowerCase();
	    return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true }
	  }

	  if (findToken(input, ':') < 2) {
	    return { host, isIPV6: false, error: bracketed }
	  }

	  let zoneIdentifier = '';
	  const zoneSeparator = input.indexOf('%');
	  if (zoneSeparator !== -1) {
	    const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === '%25' ? 3 : 1;
	    zoneIdentifier = input.slice(zoneSeparator + separatorLength);
	    if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true }
	    input = input.slice(0, zoneSeparator);
	  }

	  const address = normalizeIPv6Address(input);
	  if (address === undefined) return { host, isIPV6: false, error: true }

	  return {
	    host: address + (zoneIdentifier ? '%' + zoneIdentifier : ''),
	    escapedHost: address + (zoneIdentifier ? '%25' + zoneIdentifier : ''),
	    isIPV6: true
	  }
	}

	/**
	 * @param {string} str
	 * @param {string} token
	 * @returns {number}
	 */
	function findToken (str, token) {
	  let ind = 0;
	  for (let i = 0; i < str.length; i++) {
	    if (str[i] === token) ind++;
	  }
	  return ind
	}

	/**
	 * @param {string} path
	 * @returns {string}
	 *
	 * @see https://datatracker.ietf.org/doc/html/rfc3986#section-5.2.4
	 */
	function removeDotSegments (path) {
	  let input = path;
	  const output = [];
	  let nextSlash = -1;
	  let len = 0;

	  // eslint-disable-next-line no-cond-assign
	  while (len = input.length) {
	    if (len === 1) {
	      if (input === '.') {
	        break
	      } else if (input === '/') {
	        output.push('/');
	        break
	      } else {
	        output.push(input);
	        break
	      }
	    } else if (len === 2) {
	      if (input[0] === '.') {
	        if (input[1] === '.') {
	          break
	        } else if (input[1] === '/') {
	          input = input.slice(2);
	          continue
	        }
	      } else if (input[0] === '/') {
	        if (input[1] === '.' || input[1] === '/') {
	          output.push('/');
	          break
	        }
	      }
	    } else if (len === 3) {
	      if (input === '/..') {
	        if (output.length !== 0) {
	          output.pop();
	        }
	        output.push('/');
	        break
	      }
	    }
	    if (input[0] === '.') {
	      if (input[1] === '.') {
	        if (input[2] === '/') {
	          input = input.slice(3);
	          continue
	        }
	      } else if (input[1] === '/') {
	        input = input.slice(2);
	        continue
	      }
	    } else if (input[0] === '/') {
	      if (input[1] === '.') {
	        if (input[2] === '/') {
	          input = input.slice(2);
	          continue
	        } else if (input[2] === '.') {
	          if (input[3] === '/') {
	            input = input.slice(3);
	            if (output.length !== 0) {
	              output.pop();
	            }
	            continue
	          }
	        }
	      }
	    }

	    // Rule 2E: Move normal path segment to output
	    if ((nextSlash = input.indexOf('/', 1)) === -1) {
	      output.push(input);
	      break
	    } else {
	      output.push(input.slice(0, nextSlash));
	      input = input.slice(nextSlash);
	    }
	  }

	  return output.join('')
	}

	/**
	 * Removes dot segments from the path of a relative reference (a path that does
	 * not start with "/") without changing what it resolves to against any base.
	 * Unlike `removeDotSegments`, leading ".." segments that cannot be collapsed
	 * are kept, the result never becomes root-relative, and a result that would be
	 * empty or start with an empty segment is prefixed with "." (an empty path
	 * means "same document" and a leading "//" would introduce an authority).
	 *
	 * @param {string} path
	 * @returns {string}
	 */
	function removeDotSegmentsRelative (path) {
	  if (path === '' || path[0] === '/') {
	    return removeDotSegments(path)
	  }

	  const segments = path.split('/');
	  const last = segments.length - 1;
	  /** @type {string[]} */
	  const output = [];
	  let trailingDirectory = false;

	  for (let i = 0; i <= last; i++) {
	    const segment = segments[i];
	    if (segment === '.' || segment === '..') {
	      if (segment === '..') {
	        if (output.length !== 0 && output[output.length - 1] !== '..') {
	          output.pop();
	        } else {
	          output.push('..');
	        }
	      }
	      trailingDirectory = i === last;
	    } else {
	      output.push(segment);
	    }
	  }

	  if (trailingDirectory && output[output.length - 1] !== '..') {
	    output.push('');
	  }
	  if (output.length === 0 || output[0] === '' || output[0].includes(':')) {
	    // An empty path, a leading empty segment ("//"), or a first segment
	    // containing ":" (which would be mistaken for a scheme, RFC 3986 section
	    // 4.2) must stay behind a "." segment so the reference keeps its meaning.
	    output.unshift('.');
	  }

	  return output.join('/')
	}

	/**
	 * Re-escape RFC 3986 gen-delims that must not appear literally in the host.
	 * After the URI regex parses, these characters cannot be literal in the host
	 * field, so any that appear after decoding came from percent-encoding and
	 * must be restored to prevent authority structure changes.
	 *
	 * @param {string} host
	 * @param {boolean} isIP - true for IPv4/IPv6 hosts (skip colon re-escaping)
	 * @returns {string}
	 */
	const HOST_DELIMS = { '@': '%40', '/': '%2F', '?': '%3F', '#': '%23', ':': '%3A' };
	const HOST_DELIM_RE = /[@/?#:]/g;
	const HOST_DELIM_NO_COLON_RE = /[@/?#]/g;

	function reescapeHostDelimiters (host, isIP) {
	  const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
	  re.lastIndex = 0;
	  return host.replace(re, (ch) => HOST_DELIMS[ch])
	}

	/**
	 * Normalizes percent escapes and optionally decodes only unreserved ASCII bytes.
	 * Reserved delimiters such as `%2F` stay escaped; `%2E` is unreserved.
	 *
	 * @param {string} input
	 * @param {boolean} [decodeUnreserved=false]
	 * @returns {string}
	 */
	function normalizePercentEncoding (input, decodeUnreserved = false) {
	  if (input.indexOf('%') === -1) {
	    return input
	  }

	  let output = '';

	  for (let i = 0; i < input.length; i++) {
	    if (input[i] === '%' && i + 2 < input.length) {
	      const hex = input.slice(i + 1, i + 3);
	      if (isHexPair(hex)) {
	        const normalizedHex = hex.toUpperCase();
	        const decoded = String.fromCharCode(parseInt(normalizedHex, 16));

	        if (decodeUnreserved && isUnreserved(decoded)) {
	          output += decoded;
	        } else {
	          output += '%' + normalizedHex;
	        }

	        i += 2;
	        continue
	      }
	    }

	    output += input[i];
	  }

	  return output
	}

	/**
	 * Normalizes path data without turning reserved escapes into live path syntax.
	 * Valid escapes are uppercased, raw unsafe characters are escaped, and only
	 * unreserved bytes that are not `.` are decoded.
	 *
	 * @param {string} input
	 * @returns {string}
	 */
	function normalizePathEncoding (input) {
	  let output = '';

	  for (let i = 0; i < input.length; i++) {
	    const ch = input[i];
	    if (ch === '%' && i + 2 < input.length) {
	      const hex = input.slice(i + 1, i + 3);
	      if (isHexPair(hex)) {
	        const normalizedHex = hex.toUpperCase();
	        const decoded = String.fromCharCode(parseInt(normalizedHex, 16));

	        if (decoded !== '.' && isUnreserved(decoded)) {
	          output += decoded;
	        } else {
	          output += '%' + normalizedHex;
	        }

	        i += 2;
	        continue
	      }
	    }

	    if (isPathCharacter(ch)) {
	      output += ch;
	    } else {
	      const code = input.charCodeAt(i);
	      if (code < 0x80) {
	        output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
	      } else if (code < 0xD800 || code > 0xDFFF) {
	        output += percentEncodeNonAscii(code);
	      } else if (code <= 0xDBFF && i + 1 < input.length) {
	        const low = input.charCodeAt(i + 1);
	        if (low >= 0xDC00 && low <= 0xDFFF) {
	          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00));
	          i++;
	        } else {
	          output += percentEncodeNonAscii(0xFFFD);
	        }
	      } else {
	        output += percentEncodeNonAscii(0xFFFD);
	      }
	    }
	  }

	  return output
	}

	/**
	 * Serializes a path without rewriting reserved data. Raw RFC 3986 path
	 * characters remain literal, valid escapes are preserved and uppercased, and
	 * everything else is UTF-8 percent-encoded. In a path-noscheme, a colon in the
	 * first segment must be escaped so the result cannot be parsed as a scheme.
	 *
	 * @param {string} input
	 * @param {boolean} [pathNoScheme=false]
	 * @returns {string}
	 */
	function serializePathEncoding (input, pathNoScheme = false) {
	  let output = '';
	  let firstSegment = pathNoScheme && input[0] !== '/';

	  for (let i = 0; i < input.length; i++) {
	    const ch = input[i];
	    if (ch === '%' && i + 2 < input.length) {
	      const hex = input.slice(i + 1, i + 3);
	      if (isHexPair(hex)) {
	        output += '%' + hex.toUpperCase();
	        i += 2;
	        continue
	      }
	    }

	    if (ch === '/') {
	      firstSegment = false;
	    }

	    if (isPathCharacter(ch) && (ch !== ':' || !firstSegment)) {
	      output += ch;
	    } else {
	      const code = input.charCodeAt(i);
	      if (code < 0x80) {
	        output += BYTE_HEX[code];
	      } else if (code < 0xD800 || code > 0xDFFF) {
	        output += percentEncodeNonAscii(code);
	      } else if (code <= 0xDBFF && i + 1 < input.length) {
	        const low = input.charCodeAt(i + 1);
	        if (low >= 0xDC00 && low <= 0xDFFF) {
	          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00));
	          i++;
	        } else {
	          output += percentEncodeNonAscii(0xFFFD);
	        }
	      } else {
	        output += percentEncodeNonAscii(0xFFFD);
	      }
	    }
	  }

	  return output
	}

	/**
	 * Percent-encodes a URI component using its RFC 3986 literal character set.
	 * Existing valid escapes are preserved and normalized to uppercase hex.
	 *
	 * @param {string} input
	 * @param {(value: string) => boolean} isAllowed
	 * @returns {string}
	 */
	function encodeComponent (input, isAllowed) {
	  let output = '';

	  for (let i = 0; i < input.length; i++) {
	    const ch = input[i];
	    if (ch === '%' && i + 2 < input.length) {
	      const hex = input.slice(i + 1, i + 3);
	      if (isHexPair(hex)) {
	        output += '%' + hex.toUpperCase();
	        i += 2;
	        continue
	      }
	    }

	    if (isAllowed(ch)) {
	      output += ch;
	    } else {
	      const code = input.charCodeAt(i);
	      if (code < 0x80) {
	        output += BYTE_HEX[code];
	      } else if (code < 0xD800 || code > 0xDFFF) {
	        output += percentEncodeNonAscii(code);
	      } else if (code <= 0xDBFF && i + 1 < input.length) {
	        const low = input.charCodeAt(i + 1);
	        if (low >= 0xDC00 && low <= 0xDFFF) {
	          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00));
	          i++;
	        } else {
	          output += percentEncodeNonAscii(0xFFFD);
	        }
	      } else {
	        output += percentEncodeNonAscii(0xFFFD);
	      }
	    }
	  }

	  return output
	}

	/**
	 * Encodes userinfo while preserving its RFC 3986 §3.2.1 literal characters.
	 * In particular, authority delimiters such as `@`, `/`, `?`, and `#` are data.
	 *
	 * @param {string} input
	 * @returns {string}
	 */
	function encodeUserinfo (input) {
	  return encodeComponent(input, isUserinfoCharacter)
	}

	/**
	 * Encodes query data using the RFC 3986 §3.4 grammar. A literal `#` must be
	 * escaped because it would otherwise begin the fragment component.
	 *
	 * @param {string} input
	 * @returns {string}
	 */
	function encodeQuery (input) {
	  return encodeComponent(input, isQueryFragmentCharacter)
	}

	/**
	 * Encodes fragment data using the RFC 3986 §3.5 grammar.
	 *
	 * @param {string} input
	 * @returns {string}
	 */
	function encodeFragment (input) {
	  return encodeComponent(input, isQueryFragmentCharacter)
	}

	function isEscapeSafe (cp) {
	  return (
	    (cp >= 0x30 && cp <= 0x39) ||
	    (cp >= 0x41 && cp <= 0x5A) ||
	    (cp >= 0x61 && cp <= 0x7A) ||
	    cp === 0x2A || cp === 0x2B || cp === 0x2D || cp === 0x2E ||
	    cp === 0x2F || cp === 0x40 || cp === 0x5F
	  )
	}

	/**
	 * Normalizes the percent-encoding of a query or fragment component.
	 *
	 * Like `normalizePathEncoding`, but uses the query/fragment character set
	 * (which additionally allows `?`) and decodes `.` since it has no dot-segment
	 * meaning outside of a path.
	 *
	 * @param {string} input
	 * @returns {string}
	 */
	function normalizeQueryFragmentEncoding (input) {
	  let output = '';

	  for (let i = 0; i < input.length; i++) {
	    const ch = input[i];
	    if (ch === '%' && i + 2 < input.length) {
	      const hex = input.slice(i + 1, i + 3);
	      if (isHexPair(hex)) {
	        const normalizedHex = hex.toUpperCase();
	        const decoded = String.fromCharCode(parseInt(normalizedHex, 16));

	        if (isUnreserved(decoded)) {
	          output += decoded;
	        } else {
	          output += '%' + normalizedHex;
	        }

	        i += 2;
	        continue
	      }
	    }

	    if (isQueryFragmentCharacter(ch)) {
	      output += ch;
	    } else {
	      const code = input.charCodeAt(i);
	      if (code < 0x80) {
	        output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
	      } else if (code < 0xD800 || code > 0xDFFF) {
	        output += percentEncodeNonAscii(code);
	      } else if (code <= 0xDBFF && i + 1 < input.length) {
	        const low = input.charCodeAt(i + 1);
	        if (low >= 0xDC00 && low <= 0xDFFF) {
	          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00));
	          i++;
	        } else {
	          output += percentEncodeNonAscii(0xFFFD);
	        }
	      } else {
	        output += percentEncodeNonAscii(0xFFFD);
	      }
	    }
	  }

	  return output
	}

	/**
	 * Escapes a component while preserving existing valid percent escapes.
	 *
	 * @param {string} input
	 * @returns {string}
	 */
	function escapePreservingEscapes (input) {
	  let output = '';

	  for (let i = 0; i < input.length; i++) {
	    if (input[i] === '%' && i + 2 < input.length) {
	      const hex = input.slice(i + 1, i + 3);
	      if (isHexPair(hex)) {
	        output += '%' + hex.toUpperCase();
	        i += 2;
	        continue
	      }
	    }

	    output += escape(input[i]);
	  }

	  return output
	}

	/**
	 * @param {import('../types/index').URIComponent} component
	 * @returns {string|undefined}
	 */
	function recomposeAuthority (component) {
	  const uriTokens = [];

	  if (component.userinfo !== undefined) {
	    uriTokens.push(encodeUserinfo(component.userinfo));
	    uriTokens.push('@');
	  }

	  if (component.host !== undefined) {
	    let host = component.host;
	    if (!isIPv4(host)) {
	      let ipV6res = normalizeIPv6(host);
	      if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
	        // Decode only unreserved bytes, once. In particular, keep %25 encoded
	        // so it cannot introduce a second escape during recomposition.
	        host = normalizePercentEncoding(host, true);
	        ipV6res = normalizeIPv6(host);
	      }
	      if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
	        host = `[${ipV6res.escapedHost}]`;
	      } else {
	        host = reescapeHostDelimiters(host, false);
	      }
	    }
	    uriTokens.push(host);
	  }

	  if (typeof component.port === 'number' || typeof component.port === 'string') {
	    const port = String(component.port);
	    if (!isPort(port)) {
	      throw new TypeError('URI port is malformed.')
	    }
	    uriTokens.push(':');
	    uriTokens.push(port);
	  }

	  return uriTokens.length ? uriTokens.join('') : undefined
	}
	utils = {
	  nonSimpleDomain,
	  recomposeAuthority,
	  reescapeHostDelimiters,
	  normalizePercentEncoding,
	  normalizePathEncoding,
	  serializePathEncoding,
	  normalizeQueryFragmentEncoding,
	  encodeUserinfo,
	  encodeQuery,
	  encodeFragment,
	  escapePreservingEscapes,
	  removeDotSegments,
	  removeDotSegmentsRelative,
	  isIPv4,
	  isUUID,
	  normalizeIPv6,
	  stringArrayToHexStripped
	};
	return utils;
}

var schemes;
var hasRequiredSchemes;

function requireSchemes () {
	if (hasRequiredSchemes) return schemes;
	hasRequiredSchemes = 1;

	const { isUUID } = requireUtils();
	const URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;

	const supportedSchemeNames = /** @type {const} */ (['http', 'https', 'ws',
	  'wss', 'urn', 'urn:uuid']);

	/** @typedef {supportedSchemeNames[number]} SchemeName */

	/**
	 * @param {string} name
	 * @returns {name is SchemeName}
	 */
	function isValidSchemeName (name) {
	  return supportedSchemeNames.indexOf(/** @type {*} */ (name)) !== -1
	}

	/**
	 * @callback SchemeFn
	 * @param {import('../types/index').URIComponent} component
	 * @param {import('../types/index').Options} options
	 * @returns {import('../types/index').URIComponent}
	 */

	/**
	 * @typedef {Object} SchemeHandler
	 * @property {SchemeName} scheme - The scheme name.
	 * @property {boolean} [domainHost] - Indicates if the scheme supports domain hosts.
	 * @property {SchemeFn} parse - Function to parse the URI component for this scheme.
	 * @property {SchemeFn} serialize - Function to serialize the URI component for this scheme.
	 * @property {boolean} [skipNormalize] - Indicates if normalization should be skipped for this scheme.
	 * @property {boolean} [absolutePath] - Indicates if the scheme uses absolute paths.
	 * @property {boolean} [unicodeSupport] - Indicates if the scheme supports Unicode.
	 */

	/**
	 * @param {import('../types/index').URIComponent} wsComponent
	 * @returns {boolean}
	 */
	function wsIsSecure (wsComponent) {
	  if (wsComponent.secure === true) {
	    return true
	  } else if (wsComponent.secure === false) {
	    return false
	  } else if (wsComponent.scheme) {
	    return (
	      wsComponent.scheme.length === 3 &&
	      (wsComponent.scheme[0] === 'w' || wsComponent.scheme[0] === 'W') &&
	      (wsComponent.scheme[1] === 's' || wsComponent.scheme[1] === 'S') &&
	      (wsComponent.scheme[2] === 's' || wsComponent.scheme[2] === 'S')
	    )
	  } else {
	    return false
	  }
	}

	/** @type {SchemeFn} */
	function httpParse (component) {
	  if (!component.host) {
	    component.error = component.error || 'HTTP URIs must have a host.';
	  }

	  return component
	}

	/** @type {SchemeFn} */
	function httpSerialize (component) {
	  const secure = String(component.scheme).toLowerCase() === 'https';

	  // normalize the default port
	  if (component.port === (secure ? 443 : 80) || component.port === '') {
	    component.port = undefined;
	  }

	  // normalize the empty path
	  if (!component.path) {
	    component.path = '/';
	  }

	  // NOTE: We do not parse query strings for HTTP URIs
	  // as WWW Form Url Encoded query strings are part of the HTML4+ spec,
	  // and not the HTTP spec.

	  return component
	}

	/** @type {SchemeFn} */
	function wsParse (wsComponent) {
	// indicate if the secure flag is set
	  wsComponent.secure = wsIsSecure(wsComponent);

	  // construct resouce name
	  wsComponent.resourceName = (wsComponent.path || '/') + (wsComponent.query ? '?' + wsComponent.query : '');
	  wsComponent.path = undefined;
	  wsComponent.query = undefined;

	  return wsComponent
	}

	/** @type {SchemeFn} */
	function wsSerialize (wsComponent) {
	// normalize the default port
	  if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === '') {
	    wsComponent.port = undefined;
	  }

	  // ensure scheme matches secure flag
	  if (typeof wsComponent.secure === 'boolean') {
	    wsComponent.scheme = (wsComponent.secure ? 'wss' : 'ws');
	    wsComponent.secure = undefined;
	  }

	  // reconstruct path from resource name
	  if (wsComponent.resourceName) {
	    const queryIndex = wsComponent.resourceName.indexOf('?');
	    const path = queryIndex === -1
	      ? wsComponent.resourceName
	      : wsComponent.resourceName.slice(0, queryIndex);
	    wsComponent.path = (path && path !== '/' ? path : undefined);
	    wsComponent.query = queryIndex === -1
	      ? undefined
	      : wsComponent.resourceName.slice(queryIndex + 1);
	    wsComponent.resourceName = undefined;
	  }

	  // forbid fragment component
	  wsComponent.fragment = undefined;

	  return wsComponent
	}

	/** @type {SchemeFn} */
	function urnParse (urnComponent, options) {
	  if (!urnComponent.path) {
	    urnComponent.error = 'URN can not be parsed';
	    return urnComponent
	  }
	  const matches = urnComponent.path.match(URN_REG);
	  if (matches && matches[0] === urnComponent.path) {
	    const scheme = options.scheme || urnComponent.scheme || 'urn';
	    urnComponent.nid = matches[1].toLowerCase();
	    urnComponent.nss = matches[2];
	    const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
	    const schemeHandler = getSchemeHandler(urnScheme);
	    urnComponent.path = undefined;

	    if (schemeHandler) {
	      urnComponent = schemeHandler.parse(urnComponent, options);
	    }
	  } else {
	    urnComponent.error = urnComponent.error || 'URN can not be parsed.';
	  }

	  return urnComponent
	}

	/** @type {SchemeFn} */
	function urnSerialize (urnComponent, options) {
	  if (urnComponent.nid === undefined) {
	    throw new Error('URN without nid cannot be serialized')
	  }
	  const scheme = options.scheme || urnComponent.scheme || 'urn';
	  const nid = urnComponent.nid.toLowerCase();
	  const urnScheme = `${scheme}:${options.nid || nid}`;
	  const schemeHandler = getSchemeHandler(urnScheme);

	  if (schemeHandler) {
	    urnComponent = schemeHandler.serialize(urnComponent, options);
	  }

	  const uriComponent = urnComponent;
	  const nss = urnComponent.nss;
	  uriComponent.path = `${nid || options.nid}:${nss}`;

	  options.skipEscape = true;
	  return uriComponent
	}

	/** @type {SchemeFn} */
	function urnuuidParse (urnComponent, options) {
	  const uuidComponent = urnComponent;
	  uuidComponent.uuid = uuidComponent.nss;
	  uuidComponent.nss = undefined;

	  if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
	    uuidComponent.error = uuidComponent.error || 'UUID is not valid.';
	  }

	  return uuidComponent
	}

	/** @type {SchemeFn} */
	function urnuuidSerialize (uuidComponent) {
	  const urnComponent = uuidComponent;
	  // normalize UUID
	  urnComponent.nss = (uuidComponent.uuid || '').toLowerCase();
	  return urnComponent
	}

	const http = /** @type {SchemeHandler} */ ({
	  scheme: 'http',
	  domainHost: true,
	  parse: httpParse,
	  serialize: httpSerialize
	});

	const https = /** @type {SchemeHandler} */ ({
	  scheme: 'https',
	  domainHost: http.domainHost,
	  parse: httpParse,
	  serialize: httpSerialize
	});

	const ws = /** @type {SchemeHandler} */ ({
	  scheme: 'ws',
	  domainHost: true,
	  parse: wsParse,
	  serialize: wsSerialize
	});

	const wss = /** @type {SchemeHandler} */ ({
	  scheme: 'wss',
	  domainHost: ws.domainHost,
	  parse: ws.parse,
	  serialize: ws.serialize
	});

	const urn = /** @type {SchemeHandler} */ ({
	  scheme: 'urn',
	  parse: urnParse,
	  serialize: urnSerialize,
	  skipNormalize: true
	});

	const urnuuid = /** @type {SchemeHandler} */ ({
	  scheme: 'urn:uuid',
	  parse: urnuuidParse,
	  serialize: urnuuidSerialize,
	  skipNormalize: true
	});

	const SCHEMES = /** @type {Record<SchemeName, SchemeHandler>} */ ({
	  http,
	  https,
	  ws,
	  wss,
	  urn,
	  'urn:uuid': urnuuid
	});

	Object.setPrototypeOf(SCHEMES, null);

	/**
	 * @param {string|undefined} scheme
	 * @returns {SchemeHandler|undefined}
	 */
	function getSchemeHandler (scheme) {
	  return (
	    scheme && (
	      SCHEMES[/** @type {SchemeName} */ (scheme)] ||
	      SCHEMES[/** @type {SchemeName} */(scheme.toLowerCase())])
	  ) ||
	    undefined
	}

	schemes = {
	  wsIsSecure,
	  SCHEMES,
	  isValidSchemeName,
	  getSchemeHandler,
	};
	return schemes;
}

var hasRequiredFastUri;

function requireFastUri () {
	if (hasRequiredFastUri) return fastUri.exports;
	hasRequiredFastUri = 1;

	const { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = requireUtils();
	const { SCHEMES, getSchemeHandler } = requireSchemes();

	const VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
	const MALFORMED_SCHEME_ERROR = 'URI scheme is malformed.';
	const MALFORMED_HOST_ERROR = 'URI host is malformed.';
	// ASCII characters outside the RFC 3986 reg-name set (unreserved, sub-delims
	// and "%" for pct-encoded): C0 controls, space, DEL, and "#/:<>?@[\]^`{|}.
	const FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;

	/**
	 * RFC 3986 section 3.1 does not allow percent-encoding in a scheme, so the
	 * scheme is validated as-is and never decoded. Decoding would let inert input
	 * such as `%6Aavascript:` become a live `javascript:` scheme.
	 *
	 * @param {string} scheme
	 * @returns {string}
	 */
	function validateScheme (scheme) {
	  const stringScheme = String(scheme);
	  if (!VALID_SCHEME.test(stringScheme)) {
	    throw new TypeError(MALFORMED_SCHEME_ERROR)
	  }
	  return stringScheme
	}

	/**
	 * @template {import('./types/index').URIComponent|string} T
	 * @param {T} uri
	 * @param {import('./types/index').Options} [options]
	 * @returns {T}
	 */
	function normalize (uri, options) {
	  if (typeof uri === 'string') {
	    uri = /** @type {T} */ (normalizeString(uri, options));
	  } else if (typeof uri === 'object') {
	    uri = /** @type {T} */ (parse(serialize(uri, options), options));
	  }
	  return uri
	}

	/**
	 * @param {string} baseURI
	 * @param {string} relativeURI
	 * @param {import('./types/index').Options} [options]
	 * @returns {string}
	 */
	function resolve (baseURI, relativeURI, options) {
	  const schemelessOptions = options ? Object.assign({ scheme: 'null' }, options) : { scheme: 'null' };
	  const {
	    parsed: baseParsed,
	    malformedAuthorityOrPort: baseMalformed,
	    malformedPercentEncoding: baseMalformedPercentEncoding,
	    malformedSchemeSpecific: baseMalformedSchemeSpecific,
	    malformedHost: baseMalformedHost,
	    malformedScheme: baseMalformedScheme
	  } = parseWithStatus(baseURI, schemelessOptions);
	  const {
	    parsed: relativeParsed,
	    malformedAuthorityOrPort: relativeMalformed,
	    malformedPercentEncoding: relativeMalformedPercentEncoding,
	    malformedSchemeSpecific: relativeMalformedSchemeSpecific,
	    malformedHost: relativeMalformedHost,
	    malformedScheme: relativeMalformedScheme
	  } = parseWithStatus(relativeURI, schemelessOptions);
	  if (
	    baseMalformed ||
	    relativeMalformed ||
	    baseMalformedPercentEncoding ||
	    relativeMalformedPercentEncoding ||
	    baseMalformedSchemeSpecific ||
	    relativeMalformedSchemeSpecific ||
	    baseMalformedHost ||
	    relativeMalformedHost ||
	    baseMalformedScheme ||
	    relativeMalformedScheme
	  ) {
	    throw new Error(baseParsed.error || relativeParsed.error || 'URI is malformed.')
	  }
	  const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
	  const resolvedSchemeHandler = getSchemeHandler((options && options.scheme) || resolved.scheme);
	  const resolvedHost = resolved.host;
	  const resolvedHostIsIP = resolvedHost !== undefined && resolvedHost !== '' &&
	    (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
	  // Inputs are parsed scheme-neutrally, so delimiters and controls in a domain
	  // host are only detected here, once the final scheme is known. They always
	  // fail closed, including in percent-encoded hosts.
	  if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
	    throw new Error(MALFORMED_HOST_ERROR)
	  }
	  canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
	  // Percent escapes in an ASCII reg-name are encoded data. The WHATWG hostname
	  // parser can reject them even though fast-uri preserves them safely as RFC
	  // 3986 data. A raw non-ASCII host must still fail closed if conversion fails.
	  const encodedASCIIHost = resolvedHost && resolvedHost.indexOf('%') !== -1 &&
	    !/\P{ASCII}/u.test(resolvedHost);
	  if (resolved.error && !encodedASCIIHost) {
	    throw new Error(resolved.error)
	  }
	  schemelessOptions.skipEscape = true;
	  return serialize(resolved, schemelessOptions)
	}

	/**
	 * @param {import ('./types/index').URIComponent} base
	 * @param {import ('./types/index').URIComponent} relative
	 * @param {import('./types/index').Options} [options]
	 * @param {boolean} [skipNormalization=false]
	 * @returns {import ('./types/index').URIComponent}
	 */
	function resolveComponent (base, relative, options, skipNormalization) {
	  /** @type {import('./types/index').URIComponent} */
	  const target = {};
	  if (!skipNormalization) {
	    base = parse(serialize(base, options), options); // normalize base component
	    relative = parse(serialize(relative, options), options); // normalize relative component
	  }
	  options = options || {};

	  if (!options.tolerant && relative.scheme) {
	    target.scheme = relative.scheme;
	    // target.authority = relative.authority;
	    target.userinfo = relative.userinfo;
	    target.host = relative.host;
	    target.port = relative.port;
	    target.path = removeDotSegments(relative.path || '');
	    target.query = relative.query;
	  } else {
	    if (relative.userinfo !== undefined || relative.host !== undefined || relative.port !== undefined) {
	      // target.authority = relative.authority;
	      target.userinfo = relative.userinfo;
	      target.host = relative.host;
	      target.port = relative.port;
	      target.path = removeDotSegments(relative.path || '');
	      target.query = relative.query;
	    } else {
	      if (!relative.path) {
	        target.path = base.path;
	        if (relative.query !== undefined) {
	          target.query = relative.query;
	        } else {
	          target.query = base.query;
	        }
	      } else {
	        if (relative.path[0] === '/') {
	          target.path = removeDotSegments(relative.path);
	        } else {
	          const baseHasAuthority = base.userinfo !== undefined || base.host !== undefined || base.port !== undefined;
	          if (baseHasAuthority && !base.path) {
	            target.path = '/' + relative.path;
	          } else if (!base.path) {
	            target.path = relative.path;
	          } else {
	            target.path = base.path.slice(0, base.path.lastIndexOf('/') + 1) + relative.path;
	          }
	          target.path = base.scheme === undefined && !baseHasAuthority && target.path[0] !== '/'
	            ? removeDotSegmentsRelative(target.path)
	            : removeDotSegments(target.path);
	        }
	        target.query = relative.query;
	      }
	      // target.authority = base.authority;
	      target.userinfo = base.userinfo;
	      target.host = base.host;
	      target.port = base.port;
	    }
	    target.scheme = base.scheme;
	  }

	  target.fragment = relative.fragment;

	  return target
	}

	/**
	 * @param {import ('./types/index').URIComponent|string} uriA
	 * @param {import ('./types/index').URIComponent|string} uriB
	 * @param {import ('./types/index').Options} options
	 * @returns {boolean}
	 */
	function equal (uriA, uriB, options) {
	  const normalizedA = normalizeComparableURI(uriA, options);
	  const normalizedB = normalizeComparableURI(uriB, options);

	  return normalizedA !== undefined && normalizedB !== undefined && normalizedA === normalizedB
	}

	/**
	 * @param {Readonly<import('./types/index').URIComponent>} cmpts
	 * @param {import('./types/index').Options} [opts]
	 * @returns {string}
	 */
	function serialize (cmpts, opts) {
	  const component = {
	    host: cmpts.host,
	    scheme: cmpts.scheme,
	    userinfo: cmpts.userinfo,
	    port: cmpts.port,
	    path: cmpts.path,
	    query: cmpts.query,
	    nid: cmpts.nid,
	    nss: cmpts.nss,
	    uuid: cmpts.uuid,
	    fragment: cmpts.fragment,
	    reference: cmpts.reference,
	    resourceName: cmpts.resourceName,
	    secure: cmpts.secure,
	    error: ''
	  };
	  const options = Object.assign({}, opts);
	  const uriTokens = [];

	  if (component.scheme) {
	    component.scheme = validateScheme(component.scheme);
	  }

	  // find scheme handler
	  const schemeHandler = getSchemeHandler(options.scheme || component.scheme);

	  // perform scheme specific serialization
	  if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);

	  const hasAuthority = component.userinfo !== undefined || component.host !== undefined || component.port !== undefined;
	  // A reference with no emitted scheme is path-noscheme: a bare ':' in its
	  // first path segment would reparse as a scheme (RFC 3986 3.3/4.2). Enforced
	  // under skipEscape too (resolve()), so the reapply below gates on this flag.
	  const schemelessReference = (component.scheme === undefined || options.reference === 'suffix') && !hasAuthority;
	  const pathNoScheme = !options.skipEscape && schemelessReference;

	  if (component.path !== undefined) {
	    if (!options.skipEscape) {
	      component.path = serializePathEncoding(component.path, pathNoScheme);
	    } else {
	      component.path = normalizePercentEncoding(component.path);
	    }
	  }

	  if (options.reference !== 'suffix' && component.scheme) {
	    // Scheme handlers may replace the scheme during serialization.
	    component.scheme = validateScheme(component.scheme);
	    uriTokens.push(component.scheme, ':');
	  }

	  const authority = recomposeAuthority(component);
	  if (authority !== undefined) {
	    if (options.reference !== 'suffix') {
	      uriTokens.push('//');
	    }

	    uriTokens.push(authority);

	    if (component.path && component.path[0] !== '/') {
	      uriTokens.push('/');
	    }
	  }
	  if (component.path !== undefined) {
	    let s = component.path;

	    if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
	      // A relative-path reference keeps its unresolvable leading ".." segments
	      // and must never become root-relative (RFC 3986 section 5.2.4 applies to
	      // merged target paths, not to the reference itself).
	      s = schemelessReference && s[0] !== '/'
	        ? removeDotSegmentsRelative(s)
	        : removeDotSegments(s);
	    }

	    // Dot-segment removal can expose a colon that was not originally in the
	    // first segment (for example, "./a:b"). Reapply path-noscheme encoding so
	    // the serialized relative reference cannot be reparsed as a URI scheme.
	    if (schemelessReference) {
	      s = serializePathEncoding(s, true);
	    }

	    if (
	      authority === undefined &&
	      s[0] === '/' &&
	      s[1] === '/'
	    ) {
	      // don't allow the path to start with "//"
	      s = '/%2F' + s.slice(2);
	    }

	    uriTokens.push(s);
	  }

	  if (component.query !== undefined) {
	    uriTokens.push('?', encodeQuery(component.query));
	  }

	  if (component.fragment !== undefined) {
	    uriTokens.push('#', encodeFragment(component.fragment));
	  }
	  return uriTokens.join('')
	}

	const URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;

	// Captures the authority component (between "//" and the next "/", "?" or "#"),
	// with or without a scheme prefix, for the literal-backslash rejection below.
	const AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;

	// Captures the leading authority-introducer region after an optional scheme: a
	// run of forward slashes, backslashes, and the characters the WHATWG URL parser
	// removes before parsing (TAB U+0009, LF U+000A, CR U+000D). A valid introducer
	// is exactly "//". Node treats "\" as "/" on special schemes and strips those
	// characters first, so forms like "\\", "/\", "\/", "/<TAB>/", or a leading
	// "<TAB>//" reach an authority in Node while fast-uri's URI_PARSE folds them into
	// the path group (host confusion / SSRF / redirect bypass).
	const AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;

	/**
	 * @param {import('./types/index').URIComponent} parsed
	 * @param {RegExpMatchArray} matches
	 * @returns {string|undefined}
	 */
	function getParseError (parsed, matches) {
	  if (matches[2] !== undefined && parsed.path && parsed.path[0] !== '/') {
	    return 'URI path must start with "/" when authority is present.'
	  }

	  if (typeof parsed.port === 'number' && (parsed.port < 0 || parsed.port > 65535)) {
	    return 'URI port is malformed.'
	  }

	  return undefined
	}

	/**
	 * Checks percent syntax without decoding the represented octets. RFC 3986
	 * percent-encoding is byte-oriented, so sequences such as `%FF` are valid even
	 * though they are not independently valid UTF-8.
	 *
	 * @param {string|undefined} component
	 * @returns {boolean}
	 */
	function hasMalformedPercentEncoding (component) {
	  if (component === undefined) return false

	  let percent = component.indexOf('%');
	  while (percent !== -1) {
	    if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
	      return true
	    }
	    percent = component.indexOf('%', percent + 3);
	  }

	  return false
	}

	/**
	 * Whether the host is a bracketed IP literal (RFC 3986 `IP-literal`).
	 * An unterminated `[` is not a literal, so it must still be validated as a
	 * reg-name instead of being waved through as an IP.
	 *
	 * @param {string} host
	 * @returns {boolean}
	 */
	function isIPLiteral (host) {
	  return host[0] === '[' && host[host.length - 1] === ']'
	}

	/**
	 * @param {RegExpMatchArray} matches
	 * @returns {boolean}
	 */
	function hasMalformedComponentPercentEncoding (matches) {
	  // Bracketed IP literals use a raw "%" as the zone separator for historical
	  // compatibility. Their parsing is intentionally left to normalizeIPv6.
	  const host = matches[4];
	  return hasMalformedPercentEncoding(matches[3]) ||
	    (host !== undefined && !isIPLiteral(host) && hasMalformedPercentEncoding(host)) ||
	    hasMalformedPercentEncoding(matches[6]) ||
	    hasMalformedPercentEncoding(matches[7]) ||
	    hasMalformedPercentEncoding(matches[8])
	}

	/**
	 * @param {import('./types/index').URIComponent} parsed
	 * @param {import('./types/index').Options} options
	 * @param {{ domainHost?: boolean, unicodeSupport?: boolean }|undefined} schemeHandler
	 * @param {boolean} isIP
	 * @returns {boolean} whether host conversion failed
	 */
	function canonicalizeHost (parsed, options, schemeHandler, isIP) {
	  if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
	    parsed.error = parsed.error || MALFORMED_HOST_ERROR;
	    return true
	  }

	  if (
	    !options.unicodeSupport &&
	    (!schemeHandler || !schemeHandler.unicodeSupport) &&
	    parsed.host &&
	    !isIPLiteral(parsed.host) &&
	    (options.domainHost || (schemeHandler && schemeHandler.domainHost)) &&
	    isIP === false &&
	    nonSimpleDomain(parsed.host)
	  ) {
	    let url;
	    try {
	      url = new URL('http://' + parsed.host);
	    } catch (e) {
	      parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
	      return true
	    }
	    // The WHATWG parser must have read the whole input as a host. Anything
	    // else means it found a delimiter fast-uri did not, so its hostname would
	    // describe a different authority.
	    if (!isHostOnlyURL(url)) {
	      parsed.error = parsed.error || MALFORMED_HOST_ERROR;
	      return true
	    }
	    parsed.host = url.hostname;
	  }
	  return false
	}

	/**
	 * Whether a domain host contains an ASCII character that RFC 3986 does not
	 * allow in a reg-name (unreserved, sub-delims, or pct-encoded). Such a host is
	 * rejected instead of being handed to the WHATWG URL parser, which would treat
	 * "@" as a userinfo delimiter (silently dropping the data before it) and strip
	 * TAB, LF, and CR. Non-ASCII characters remain allowed for IDNs.
	 *
	 * @param {import('./types/index').URIComponent} parsed
	 * @param {import('./types/index').Options} options
	 * @param {{ domainHost?: boolean }|undefined} schemeHandler
	 * @param {boolean} isIP
	 * @returns {boolean}
	 */
	function hasForbiddenDomainHost (parsed, options, schemeHandler, isIP) {
	  return Boolean(
	    parsed.host &&
	    isIP === false &&
	    !isIPLiteral(parsed.host) &&
	    (options.domainHost || (schemeHandler && schemeHandler.domainHost)) &&
	    FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
	  )
	}

	/**
	 * @param {URL} url
	 * @returns {boolean}
	 */
	function isHostOnlyURL (url) {
	  return url.username === '' &&
	    url.password === '' &&
	    url.port === '' &&
	    url.pathname === '/' &&
	    url.search === '' &&
	    url.hash === '' &&
	    url.hostname !== ''
	}

	/**
	 * @param {string} uri
	 * @param {import('./types/index').Options} [opts]
	 * @returns {{ parsed: import('./types/index').URIComponent, malformedAuthorityOrPort: boolean, malformedPercentEncoding: boolean, malformedSchemeSpecific: boolean, malformedHost: boolean, malformedScheme: boolean }}
	 */
	function parseWithStatus (uri, opts) {
	  const options = Object.assign({}, opts);
	  /** @type {import('./types/index').URIComponent} */
	  const parsed = {
	    scheme: undefined,
	    userinfo: undefined,
	    host: '',
	    port: undefined,
	    path: '',
	    query: undefined,
	    fragment: undefined
	  };

	  let malformedAuthorityOrPort = false;
	  let malformedPercentEncoding = false;
	  let malformedSchemeSpecific = false;
	  let malformedHost = false;
	  let malformedIPLiteral = false;
	  let malformedScheme = false;

	  let isIP = false;
	  if (options.reference === 'suffix') {
	    if (options.scheme) {
	      uri = options.scheme + ':' + uri;
	    } else {
	      uri = '//' + uri;
	    }
	  }

	  // A literal backslash (U+005C) is not a valid RFC 3986 URI character and is
	  // not an authority delimiter. Reject it in the authority rather than
	  // rewriting it: normalizing "\" -> "/" (WHATWG error recovery) could silently
	  // change the resource identified by an otherwise-invalid input, and lets "\"
	  // act as a host delimiter here while Node's native URL parses a different
	  // host (SSRF / redirect / origin-allowlist bypass). Percent-encoded %5C is
	  // untouched and remains valid encoded data.
	  const authorityMatch = uri.match(AUTHORITY_PREFIX);
	  if (authorityMatch !== null && authorityMatch[1].indexOf('\\') !== -1) {
	    parsed.error = 'URI authority must not contain a literal backslash.';
	    malformedAuthorityOrPort = true;
	  }

	  // Reject a malformed or whitespace-smuggled authority introducer. fast-uri
	  // only recognizes a literal "//"; anything else in the leading separator run
	  // (a backslash, or a "//" that appears only after removing the TAB/LF/CR that
	  // Node strips) means the authority fast-uri parses differs from the one Node's
	  // URL resolves. Reject rather than rewrite, mirroring the literal-backslash
	  // guard above. Percent-encoded forms (%5C, %09) are untouched, valid data.
	  const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
	  if (introducerMatch !== null) {
	    const region = introducerMatch[1];
	    const normalizedRegion = region.replace(/[\t\n\r]/g, '');
	    // Two or more leading separators introduce an authority.
	    if (normalizedRegion.length >= 2) {
	      if (normalizedRegion.slice(0, 2) !== '//') {
	        parsed.error = parsed.error || 'URI authority must not contain a literal backslash.';
	        malformedAuthorityOrPort = true;
	      } else if (region.length !== normalizedRegion.length) {
	        parsed.error = parsed.error || 'URI authority introducer must not contain whitespace.';
	        malformedAuthorityOrPort = true;
	      }
	    }
	  }

	  const matches = uri.match(URI_PARSE);

	  if (matches) {
	    // store each component
	    parsed.scheme = matches[1];
	    parsed.userinfo = matches[3];
	    parsed.host = matches[4];
	    parsed.port = parseInt(matches[5], 10);
	    parsed.path = matches[6] || '';
	    parsed.query = matches[7];
	    parsed.fragment = matches[8];

	    if (parsed.scheme !== undefined) {
	      if (VALID_SCHEME.test(parsed.scheme)) {
	        parsed.scheme = parsed.scheme.toLowerCase();
	      } else {
	        parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
	        malformedScheme = true;
	      }
	    }

	    malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
	    if (malformedPercentEncoding) {
	      parsed.error = parsed.error || 'URI contains malformed percent-encoding.';
	    }

	    // fix port number
	    if (isNaN(parsed.port)) {
	      parsed.port = matches[5];
	    }

	    const parseError = getParseError(parsed, matches);
	    if (parseError !== undefined) {
	      parsed.error = parsed.error || parseError;
	      malformedAuthorityOrPort = true;
	    }

	    if (parsed.host) {
	      const ipv4result = isIPv4(parsed.host);
	      if (ipv4result === false) {
	        const bracketedIPLiteral = isIPLiteral(parsed.host);
	        const hasIPLiteralBracket = parsed.host.indexOf('[') !== -1 || parsed.host.indexOf(']') !== -1;
	        const ipv6result = normalizeIPv6(parsed.host);
	        isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
	        malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
	        parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();

	        if (malformedIPLiteral) {
	          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
	          malformedAuthorityOrPort = true;
	        }
	      } else {
	        isIP = true;
	      }
	    }
	    if (parsed.scheme === undefined && parsed.userinfo === undefined && parsed.host === undefined && parsed.port === undefined && parsed.query === undefined && !parsed.path) {
	      parsed.reference = 'same-document';
	    } else if (parsed.scheme === undefined) {
	      parsed.reference = 'relative';
	    } else if (parsed.fragment === undefined) {
	      parsed.reference = 'absolute';
	    } else {
	      parsed.reference = 'uri';
	    }

	    // check for reference errors
	    if (options.reference && options.reference !== 'suffix' && options.reference !== parsed.reference) {
	      parsed.error = parsed.error || 'URI is not a ' + options.reference + ' reference.';
	    }

	    // find scheme handler
	    const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);

	    // convert Unicode IDN -> ASCII IDN when the effective scheme uses domain hosts
	    if (!malformedIPLiteral) {
	      malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP);
	    }

	    if (uri.indexOf('%') !== -1 && parsed.host !== undefined && !malformedIPLiteral) {
	      let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true);
	      if (!isIP) {
	        // Fold reg-name case after decoding unreserved octets. The second
	        // pass only restores uppercase hex in escapes that remain encoded.
	        host = normalizePercentEncoding(host.toLowerCase());
	      }
	      // Resolution parses both inputs with the internal `null` scheme before
	      // the effective scheme is known. Keep raw host delimiters for that step
	      // so resolve() can reject them for domain-host schemes; the resolved
	      // authority is encoded when it is serialized.
	      parsed.host = isIP || options.scheme !== 'null' ? reescapeHostDelimiters(host, isIP) : host;
	    }

	    if (!schemeHandler || (schemeHandler && !schemeHandler.skipNormalize)) {
	      if (parsed.path) {
	        parsed.path = normalizePathEncoding(parsed.path);
	      }
	      if (parsed.query) {
	        parsed.query = normalizeQueryFragmentEncoding(parsed.query);
	      }
	      if (parsed.fragment) {
	        parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
	      }
	    }

	    // perform scheme specific parsing
	    if (schemeHandler && schemeHandler.parse) {
	      schemeHandler.parse(parsed, options);
	      if (schemeHandler === SCHEMES.urn && parsed.nid === undefined) {
	        malformedSchemeSpecific = true;
	      }
	    }
	  } else {
	    parsed.error = parsed.error || 'URI can not be parsed.';
	  }
	  return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme }
	}

	/**
	 * @param {string} uri
	 * @param {import('./types/index').Options} [opts]
	 * @returns
	 */
	function parse (uri, opts) {
	  return parseWithStatus(uri, opts).parsed
	}

	/**
	 * @param {string} uri
	 * @param {import('./types/index').Options} [opts]
	 * @returns {string}
	 */
	function normalizeString (uri, opts) {
	  return normalizeStringWithStatus(uri, opts).normalized
	}

	/**
	 * @param {string} uri
	 * @param {import('./types/index').Options} [opts]
	 * @returns {{ normalized: string, malformedAuthorityOrPort: boolean, malformedPercentEncoding: boolean, malformedSchemeSpecific: boolean, malformedHost: boolean, malformedScheme: boolean }}
	 */
	function normalizeStringWithStatus (uri, opts) {
	  const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
	  return {
	    normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
	    malformedAuthorityOrPort,
	    malformedPercentEncoding,
	    malformedSchemeSpecific,
	    malformedHost,
	    malformedScheme
	  }
	}

	/**
	 * @param {import ('./types/index').URIComponent|string} uri
	 * @param {import('./types/index').Options} [opts]
	 * @returns {string|undefined}
	 */
	function normalizeComparableURI (uri, opts) {
	  if (typeof uri !== 'string' && typeof uri !== 'object') {
	    return undefined
	  }

	  let value;
	  try {
	    value = typeof uri === 'string' ? uri : serialize(uri, opts);
	  } catch {
	    return undefined
	  }
	  const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
	  return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? undefined : normalized
	}

	const fastUri$1 = {
	  SCHEMES,
	  normalize,
	  resolve,
	  resolveComponent,
	  equal,
	  serialize,
	  parse
	};

	fastUri.exports = fastUri$1;
	fastUri.exports.default = fastUri$1;
	fastUri.exports.fastUri = fastUri$1;
	return fastUri.exports;
}

var hasRequiredUri;

function requireUri () {
	if (hasRequiredUri) return uri;
	hasRequiredUri = 1;
	Object.defineProperty(uri, "__esModule", { value: true });
	const uri$1 = requireFastUri();
	uri$1.code = 'require("ajv/dist/runtime/uri").default';
	uri.default = uri$1;
	
	return uri;
}

var hasRequiredCore$1;

function requireCore$1 () {
	if (hasRequiredCore$1) return core$1;
	hasRequiredCore$1 = 1;
	(function (exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
		var validate_1 = /*@__PURE__*/ requireValidate();
		Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function () { return validate_1.KeywordCxt; } });
		var codegen_1 = /*@__PURE__*/ requireCodegen();
		Object.defineProperty(exports, "_", { enumerable: true, get: function () { return codegen_1._; } });
		Object.defineProperty(exports, "str", { enumerable: true, get: function () { return codegen_1.str; } });
		Object.defineProperty(exports, "stringify", { enumerable: true, get: function () { return codegen_1.stringify; } });
		Object.defineProperty(exports, "nil", { enumerable: true, get: function () { return codegen_1.nil; } });
		Object.defineProperty(exports, "Name", { enumerable: true, get: function () { return codegen_1.Name; } });
		Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function () { return codegen_1.CodeGen; } });
		const validation_error_1 = /*@__PURE__*/ requireValidation_error();
		const ref_error_1 = /*@__PURE__*/ requireRef_error();
		const rules_1 = /*@__PURE__*/ requireRules();
		const compile_1 = /*@__PURE__*/ requireCompile();
		const codegen_2 = /*@__PURE__*/ requireCodegen();
		const resolve_1 = /*@__PURE__*/ requireResolve();
		const dataType_1 = /*@__PURE__*/ requireDataType();
		const util_1 = /*@__PURE__*/ requireUtil();
		const $dataRefSchema = require$$9;
		const uri_1 = /*@__PURE__*/ requireUri();
		const defaultRegExp = (str, flags) => new RegExp(str, flags);
		defaultRegExp.code = "new RegExp";
		const META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
		const EXT_SCOPE_NAMES = new Set([
		    "validate",
		    "serialize",
		    "parse",
		    "wrapper",
		    "root",
		    "schema",
		    "keyword",
		    "pattern",
		    "formats",
		    "validate$data",
		    "func",
		    "obj",
		    "Error",
		]);
		const removedOptions = {
		    errorDataPath: "",
		    format: "`validateFormats: false` can be used instead.",
		    nullable: '"nullable" keyword is supported by default.',
		    jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
		    extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
		    missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
		    processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
		    sourceCode: "Use option `code: {source: true}`",
		    strictDefaults: "It is default now, see option `strict`.",
		    strictKeywords: "It is default now, see option `strict`.",
		    uniqueItems: '"uniqueItems" keyword is always validated.',
		    unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
		    cache: "Map is used as cache, schema object as key.",
		    serialize: "Map is used as cache, schema object as key.",
		    ajvErrors: "It is default now.",
		};
		const deprecatedOptions = {
		    ignoreKeywordsWithRef: "",
		    jsPropertySyntax: "",
		    unicode: '"minLength"/"maxLength" account for unicode characters by default.',
		};
		const MAX_EXPRESSION = 200;
		// eslint-disable-next-line complexity
		function requiredOptions(o) {
		    var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
		    const s = o.strict;
		    const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
		    const optimize = _optz === true || _optz === undefined ? 1 : _optz || 0;
		    const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
		    const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
		    return {
		        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
		        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
		        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
		        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
		        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
		        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
		        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
		        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
		        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
		        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
		        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
		        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
		        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
		        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
		        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
		        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
		        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
		        uriResolver: uriResolver,
		    };
		}
		class Ajv {
		    constructor(opts = {}) {
		        this.schemas = {};
		        this.refs = {};
		        this.formats = Object.create(null);
		        this._compilations = new Set();
		        this._loading = {};
		        this._cache = new Map();
		        opts = this.opts = { ...opts, ...requiredOptions(opts) };
		        const { es5, lines } = this.opts.code;
		        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
		        this.logger = getLogger(opts.logger);
		        const formatOpt = opts.validateFormats;
		        opts.validateFormats = false;
		        this.RULES = (0, rules_1.getRules)();
		        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
		        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
		        this._metaOpts = getMetaSchemaOptions.call(this);
		        if (opts.formats)
		            addInitialFormats.call(this);
		        this._addVocabularies();
		        this._addDefaultMetaSchema();
		        if (opts.keywords)
		            addInitialKeywords.call(this, opts.keywords);
		        if (typeof opts.meta == "object")
		            this.addMetaSchema(opts.meta);
		        addInitialSchemas.call(this);
		        opts.validateFormats = formatOpt;
		    }
		    _addVocabularies() {
		        this.addKeyword("$async");
		    }
		    _addDefaultMetaSchema() {
		        const { $data, meta, schemaId } = this.opts;
		        let _dataRefSchema = $dataRefSchema;
		        if (schemaId === "id") {
		            _dataRefSchema = { ...$dataRefSchema };
		            _dataRefSchema.id = _dataRefSchema.$id;
		            delete _dataRefSchema.$id;
		        }
		        if (meta && $data)
		            this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
		    }
		    defaultMeta() {
		        const { meta, schemaId } = this.opts;
		        return (this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : undefined);
		    }
		    validate(schemaKeyRef, // key, ref or schema object
		    // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
		    data // to be validated
		    ) {
		        let v;
		        if (typeof schemaKeyRef == "string") {
		            v = this.getSchema(schemaKeyRef);
		            if (!v)
		                throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
		        }
		        else {
		            v = this.compile(schemaKeyRef);
		        }
		        const valid = v(data);
		        if (!("$async" in v))
		            this.errors = v.errors;
		        return valid;
		    }
		    compile(schema, _meta) {
		        const sch = this._addSchema(schema, _meta);
		        return (sch.validate || this._compileSchemaEnv(sch));
		    }
		    compileAsync(schema, meta) {
		        if (typeof this.opts.loadSchema != "function") {
		            throw new Error("options.loadSchema should be a function");
		        }
		        const { loadSchema } = this.opts;
		        return runCompileAsync.call(this, schema, meta);
		        async function runCompileAsync(_schema, _meta) {
		            await loadMetaSchema.call(this, _schema.$schema);
		            const sch = this._addSchema(_schema, _meta);
		            return sch.validate || _compileAsync.call(this, sch);
		        }
		        async function loadMetaSchema($ref) {
		            if ($ref && !this.getSchema($ref)) {
		                await runCompileAsync.call(this, { $ref }, true);
		            }
		        }
		        async function _compileAsync(sch) {
		            try {
		                return this._compileSchemaEnv(sch);
		            }
		            catch (e) {
		                if (!(e instanceof ref_error_1.default))
		                    throw e;
		                checkLoaded.call(this, e);
		                await loadMissingSchema.call(this, e.missingSchema);
		                return _compileAsync.call(this, sch);
		            }
		        }
		        function checkLoaded({ missingSchema: ref, missingRef }) {
		            if (this.refs[ref]) {
		                throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
		            }
		        }
		        async function loadMissingSchema(ref) {
		            const _schema = await _loadSchema.call(this, ref);
		            if (!this.refs[ref])
		                await loadMetaSchema.call(this, _schema.$schema);
		            if (!this.refs[ref])
		                this.addSchema(_schema, ref, meta);
		        }
		        async function _loadSchema(ref) {
		            const p = this._loading[ref];
		            if (p)
		                return p;
		            try {
		                return await (this._loading[ref] = loadSchema(ref));
		            }
		            finally {
		                delete this._loading[ref];
		            }
		        }
		    }
		    // Adds schema to the instance
		    addSchema(schema, // If array is passed, `key` will be ignored
		    key, // Optional schema key. Can be passed to `validate` method instead of schema object or id/ref. One schema per instance can have empty `id` and `key`.
		    _meta, // true if schema is a meta-schema. Used internally, addMetaSchema should be used instead.
		    _validateSchema = this.opts.validateSchema // false to skip schema validation. Used internally, option validateSchema should be used instead.
		    ) {
		        if (Array.isArray(schema)) {
		            for (const sch of schema)
		                this.addSchema(sch, undefined, _meta, _validateSchema);
		            return this;
		        }
		        let id;
		        if (typeof schema === "object") {
		            const { schemaId } = this.opts;
		            id = schema[schemaId];
		            if (id !== undefined && typeof id != "string") {
		                throw new Error(`schema ${schemaId} must be string`);
		            }
		        }
		        key = (0, resolve_1.normalizeId)(key || id);
		        this._checkUnique(key);
		        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
		        return this;
		    }
		    // Add schema that will be used to validate other schemas
		    // options in META_IGNORE_OPTIONS are alway set to false
		    addMetaSchema(schema, key, // schema key
		    _validateSchema = this.opts.validateSchema // false to skip schema validation, can be used to override validateSchema option for meta-schema
		    ) {
		        this.addSchema(schema, key, true, _validateSchema);
		        return this;
		    }
		    //  Validate schema against its meta-schema
		    validateSchema(schema, throwOrLogError) {
		        if (typeof schema == "boolean")
		            return true;
		        let $schema;
		        $schema = schema.$schema;
		        if ($schema !== undefined && typeof $schema != "string") {
		            throw new Error("$schema must be a string");
		        }
		        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
		        if (!$schema) {
		            this.logger.warn("meta-schema not available");
		            this.errors = null;
		            return true;
		        }
		        const valid = this.validate($schema, schema);
		        if (!valid && throwOrLogError) {
		            const message = "schema is invalid: " + this.errorsText();
		            if (this.opts.validateSchema === "log")
		                this.logger.error(message);
		            else
		                throw new Error(message);
		        }
		        return valid;
		    }
		    // Get compiled schema by `key` or `ref`.
		    // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
		    getSchema(keyRef) {
		        let sch;
		        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
		            keyRef = sch;
		        if (sch === undefined) {
		            const { schemaId } = this.opts;
		            const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
		            sch = compile_1.resolveSchema.call(this, root, keyRef);
		            if (!sch)
		                return;
		            this.refs[keyRef] = sch;
		        }
		        return (sch.validate || this._compileSchemaEnv(sch));
		    }
		    // Remove cached schema(s).
		    // If no parameter is passed all schemas but meta-schemas are removed.
		    // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
		    // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
		    removeSchema(schemaKeyRef) {
		        if (schemaKeyRef instanceof RegExp) {
		            this._removeAllSchemas(this.schemas, schemaKeyRef);
		            this._removeAllSchemas(this.refs, schemaKeyRef);
		            return this;
		        }
		        switch (typeof schemaKeyRef) {
		            case "undefined":
		                this._removeAllSchemas(this.schemas);
		                this._removeAllSchemas(this.refs);
		                this._cache.clear();
		                return this;
		            case "string": {
		                const sch = getSchEnv.call(this, schemaKeyRef);
		                if (typeof sch == "object")
		                    this._cache.delete(sch.schema);
		                delete this.schemas[schemaKeyRef];
		                delete this.refs[schemaKeyRef];
		                return this;
		            }
		            case "object": {
		                const cacheKey = schemaKeyRef;
		                this._cache.delete(cacheKey);
		                let id = schemaKeyRef[this.opts.schemaId];
		                if (id) {
		                    id = (0, resolve_1.normalizeId)(id);
		                    delete this.schemas[id];
		                    delete this.refs[id];
		                }
		                return this;
		            }
		            default:
		                throw new Error("ajv.removeSchema: invalid parameter");
		        }
		    }
		    // add "vocabulary" - a collection of keywords
		    addVocabulary(definitions) {
		        for (const def of definitions)
		            this.addKeyword(def);
		        return this;
		    }
		    addKeyword(kwdOrDef, def // deprecated
		    ) {
		        let keyword;
		        if (typeof kwdOrDef == "string") {
		            keyword = kwdOrDef;
		            if (typeof def == "object") {
		                this.logger.warn("these parameters are deprecated, see docs for addKeyword");
		                def.keyword = keyword;
		            }
		        }
		        else if (typeof kwdOrDef == "object" && def === undefined) {
		            def = kwdOrDef;
		            keyword = def.keyword;
		            if (Array.isArray(keyword) && !keyword.length) {
		                throw new Error("addKeywords: keyword must be string or non-empty array");
		            }
		        }
		        else {
		            throw new Error("invalid addKeywords parameters");
		        }
		        checkKeyword.call(this, keyword, def);
		        if (!def) {
		            (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
		            return this;
		        }
		        keywordMetaschema.call(this, def);
		        const definition = {
		            ...def,
		            type: (0, dataType_1.getJSONTypes)(def.type),
		            schemaType: (0, dataType_1.getJSONTypes)(def.schemaType),
		        };
		        (0, util_1.eachItem)(keyword, definition.type.length === 0
		            ? (k) => addRule.call(this, k, definition)
		            : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
		        return this;
		    }
		    getKeyword(keyword) {
		        const rule = this.RULES.all[keyword];
		        return typeof rule == "object" ? rule.definition : !!rule;
		    }
		    // Remove keyword
		    removeKeyword(keyword) {
		        // TODO return type should be Ajv
		        const { RULES } = this;
		        delete RULES.keywords[keyword];
		        delete RULES.all[keyword];
		        for (const group of RULES.rules) {
		            const i = group.rules.findIndex((rule) => rule.keyword === keyword);
		            if (i >= 0)
		                group.rules.splice(i, 1);
		        }
		        return this;
		    }
		    // Add format
		    addFormat(name, format) {
		        if (typeof format == "string")
		            format = new RegExp(format);
		        this.formats[name] = format;
		        return this;
		    }
		    errorsText(errors = this.errors, // optional array of validation errors
		    { separator = ", ", dataVar = "data" } = {} // optional options with properties `separator` and `dataVar`
		    ) {
		        if (!errors || errors.length === 0)
		            return "No errors";
		        return errors
		            .map((e) => `${dataVar}${e.instancePath} ${e.message}`)
		            .reduce((text, msg) => text + separator + msg);
		    }
		    $dataMetaSchema(metaSchema, keywordsJsonPointers) {
		        const rules = this.RULES.all;
		        metaSchema = JSON.parse(JSON.stringify(metaSchema));
		        for (const jsonPointer of keywordsJsonPointers) {
		            const segments = jsonPointer.split("/").slice(1); // first segment is an empty string
		            let keywords = metaSchema;
		            for (const seg of segments)
		                keywords = keywords[seg];
		            for (const key in rules) {
		                const rule = rules[key];
		                if (typeof rule != "object")
		                    continue;
		                const { $data } = rule.definition;
		                const schema = keywords[key];
		                if ($data && schema)
		                    keywords[key] = schemaOrData(schema);
		            }
		        }
		        return metaSchema;
		    }
		    _removeAllSchemas(schemas, regex) {
		        for (const keyRef in schemas) {
		            const sch = schemas[keyRef];
		            if (!regex || regex.test(keyRef)) {
		                if (typeof sch == "string") {
		                    delete schemas[keyRef];
		                }
		                else if (sch && !sch.meta) {
		                    this._cache.delete(sch.schema);
		                    delete schemas[keyRef];
		                }
		            }
		        }
		    }
		    _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
		        let id;
		        const { schemaId } = this.opts;
		        if (typeof schema == "object") {
		            id = schema[schemaId];
		        }
		        else {
		            if (this.opts.jtd)
		                throw new Error("schema must be object");
		            else if (typeof schema != "boolean")
		                throw new Error("schema must be object or boolean");
		        }
		        let sch = this._cache.get(schema);
		        if (sch !== undefined)
		            return sch;
		        baseId = (0, resolve_1.normalizeId)(id || baseId);
		        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
		        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
		        this._cache.set(sch.schema, sch);
		        if (addSchema && !baseId.startsWith("#")) {
		            // TODO atm it is allowed to overwrite schemas without id (instead of not adding them)
		            if (baseId)
		                this._checkUnique(baseId);
		            this.refs[baseId] = sch;
		        }
		        if (validateSchema)
		            this.validateSchema(schema, true);
		        return sch;
		    }
		    _checkUnique(id) {
		        if (this.schemas[id] || this.refs[id]) {
		            throw new Error(`schema with key or id "${id}" already exists`);
		        }
		    }
		    _compileSchemaEnv(sch) {
		        if (sch.meta)
		            this._compileMetaSchema(sch);
		        else
		            compile_1.compileSchema.call(this, sch);
		        /* istanbul ignore if */
		        if (!sch.validate)
		            throw new Error("ajv implementation error");
		        return sch.validate;
		    }
		    _compileMetaSchema(sch) {
		        const currentOpts = this.opts;
		        this.opts = this._metaOpts;
		        try {
		            compile_1.compileSchema.call(this, sch);
		        }
		        finally {
		            this.opts = currentOpts;
		        }
		    }
		}
		Ajv.ValidationError = validation_error_1.default;
		Ajv.MissingRefError = ref_error_1.default;
		exports.default = Ajv;
		function checkOptions(checkOpts, options, msg, log = "error") {
		    for (const key in checkOpts) {
		        const opt = key;
		        if (opt in options)
		            this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
		    }
		}
		function getSchEnv(keyRef) {
		    keyRef = (0, resolve_1.normalizeId)(keyRef); // TODO tests fail without this line
		    return this.schemas[keyRef] || this.refs[keyRef];
		}
		function addInitialSchemas() {
		    const optsSchemas = this.opts.schemas;
		    if (!optsSchemas)
		        return;
		    if (Array.isArray(optsSchemas))
		        this.addSchema(optsSchemas);
		    else
		        for (const key in optsSchemas)
		            this.addSchema(optsSchemas[key], key);
		}
		function addInitialFormats() {
		    for (const name in this.opts.formats) {
		        const format = this.opts.formats[name];
		        if (format)
		            this.addFormat(name, format);
		    }
		}
		function addInitialKeywords(defs) {
		    if (Array.isArray(defs)) {
		        this.addVocabulary(defs);
		        return;
		    }
		    this.logger.warn("keywords option as map is deprecated, pass array");
		    for (const keyword in defs) {
		        const def = defs[keyword];
		        if (!def.keyword)
		            def.keyword = keyword;
		        this.addKeyword(def);
		    }
		}
		function getMetaSchemaOptions() {
		    const metaOpts = { ...this.opts };
		    for (const opt of META_IGNORE_OPTIONS)
		        delete metaOpts[opt];
		    return metaOpts;
		}
		const noLogs = { log() { }, warn() { }, error() { } };
		function getLogger(logger) {
		    if (logger === false)
		        return noLogs;
		    if (logger === undefined)
		        return console;
		    if (logger.log && logger.warn && logger.error)
		        return logger;
		    throw new Error("logger must implement log, warn and error methods");
		}
		const KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
		function checkKeyword(keyword, def) {
		    const { RULES } = this;
		    (0, util_1.eachItem)(keyword, (kwd) => {
		        if (RULES.keywords[kwd])
		            throw new Error(`Keyword ${kwd} is already defined`);
		        if (!KEYWORD_NAME.test(kwd))
		            throw new Error(`Keyword ${kwd} has invalid name`);
		    });
		    if (!def)
		        return;
		    if (def.$data && !("code" in def || "validate" in def)) {
		        throw new Error('$data keyword must have "code" or "validate" function');
		    }
		}
		function addRule(keyword, definition, dataType) {
		    var _a;
		    const post = definition === null || definition === void 0 ? void 0 : definition.post;
		    if (dataType && post)
		        throw new Error('keyword with "post" flag cannot have "type"');
		    const { RULES } = this;
		    let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
		    if (!ruleGroup) {
		        ruleGroup = { type: dataType, rules: [] };
		        RULES.rules.push(ruleGroup);
		    }
		    RULES.keywords[keyword] = true;
		    if (!definition)
		        return;
		    const rule = {
		        keyword,
		        definition: {
		            ...definition,
		            type: (0, dataType_1.getJSONTypes)(definition.type),
		            schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType),
		        },
		    };
		    if (definition.before)
		        addBeforeRule.call(this, ruleGroup, rule, definition.before);
		    else
		        ruleGroup.rules.push(rule);
		    RULES.all[keyword] = rule;
		    (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
		}
		function addBeforeRule(ruleGroup, rule, before) {
		    const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
		    if (i >= 0) {
		        ruleGroup.rules.splice(i, 0, rule);
		    }
		    else {
		        ruleGroup.rules.push(rule);
		        this.logger.warn(`rule ${before} is not defined`);
		    }
		}
		function keywordMetaschema(def) {
		    let { metaSchema } = def;
		    if (metaSchema === undefined)
		        return;
		    if (def.$data && this.opts.$data)
		        metaSchema = schemaOrData(metaSchema);
		    def.validateSchema = this.compile(metaSchema, true);
		}
		const $dataRef = {
		    $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
		};
		function schemaOrData(schema) {
		    return { anyOf: [schema, $dataRef] };
		}
		
	} (core$1));
	return core$1;
}

var draft7 = {};

var core = {};

var id = {};

var hasRequiredId;

function requireId () {
	if (hasRequiredId) return id;
	hasRequiredId = 1;
	Object.defineProperty(id, "__esModule", { value: true });
	const def = {
	    keyword: "id",
	    code() {
	        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
	    },
	};
	id.default = def;
	
	return id;
}

var ref = {};

var hasRequiredRef;

function requireRef () {
	if (hasRequiredRef) return ref;
	hasRequiredRef = 1;
	Object.defineProperty(ref, "__esModule", { value: true });
	ref.callRef = ref.getValidate = void 0;
	const ref_error_1 = /*@__PURE__*/ requireRef_error();
	const code_1 = /*@__PURE__*/ requireCode();
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const names_1 = /*@__PURE__*/ requireNames();
	const compile_1 = /*@__PURE__*/ requireCompile();
	const util_1 = /*@__PURE__*/ requireUtil();
	const def = {
	    keyword: "$ref",
	    schemaType: "string",
	    code(cxt) {
	        const { gen, schema: $ref, it } = cxt;
	        const { baseId, schemaEnv: env, validateName, opts, self } = it;
	        const { root } = env;
	        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
	            return callRootRef();
	        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
	        if (schOrEnv === undefined)
	            throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
	        if (schOrEnv instanceof compile_1.SchemaEnv)
	            return callValidate(schOrEnv);
	        return inlineRefSchema(schOrEnv);
	        function callRootRef() {
	            if (env === root)
	                return callRef(cxt, validateName, env, env.$async);
	            const rootName = gen.scopeValue("root", { ref: root });
	            return callRef(cxt, (0, codegen_1._) `${rootName}.validate`, root, root.$async);
	        }
	        function callValidate(sch) {
	            const v = getValidate(cxt, sch);
	            callRef(cxt, v, sch, sch.$async);
	        }
	        function inlineRefSchema(sch) {
	            const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
	            const valid = gen.name("valid");
	            const schCxt = cxt.subschema({
	                schema: sch,
	                dataTypes: [],
	                schemaPath: codegen_1.nil,
	                topSchemaRef: schName,
	                errSchemaPath: $ref,
	            }, valid);
	            cxt.mergeEvaluated(schCxt);
	            cxt.ok(valid);
	        }
	    },
	};
	function getValidate(cxt, sch) {
	    const { gen } = cxt;
	    return sch.validate
	        ? gen.scopeValue("validate", { ref: sch.validate })
	        : (0, codegen_1._) `${gen.scopeValue("wrapper", { ref: sch })}.validate`;
	}
	ref.getValidate = getValidate;
	function callRef(cxt, v, sch, $async) {
	    const { gen, it } = cxt;
	    const { allErrors, schemaEnv: env, opts } = it;
	    const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
	    if ($async)
	        callAsyncRef();
	    else
	        callSyncRef();
	    function callAsyncRef() {
	        if (!env.$async)
	            throw new Error("async schema referenced by sync schema");
	        const valid = gen.let("valid");
	        gen.try(() => {
	            gen.code((0, codegen_1._) `await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
	            addEvaluatedFrom(v); // TODO will not work with async, it has to be returned with the result
	            if (!allErrors)
	                gen.assign(valid, true);
	        }, (e) => {
	            gen.if((0, codegen_1._) `!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
	            addErrorsFrom(e);
	            if (!allErrors)
	                gen.assign(valid, false);
	        });
	        cxt.ok(valid);
	    }
	    function callSyncRef() {
	        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
	    }
	    function addErrorsFrom(source) {
	        const errs = (0, codegen_1._) `${source}.errors`;
	        gen.assign(names_1.default.vErrors, (0, codegen_1._) `${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`); // TODO tagged
	        gen.assign(names_1.default.errors, (0, codegen_1._) `${names_1.default.vErrors}.length`);
	    }
	    function addEvaluatedFrom(source) {
	        var _a;
	        if (!it.opts.unevaluated)
	            return;
	        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
	        // TODO refactor
	        if (it.props !== true) {
	            if (schEvaluated && !schEvaluated.dynamicProps) {
	                if (schEvaluated.props !== undefined) {
	                    it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
	                }
	            }
	            else {
	                const props = gen.var("props", (0, codegen_1._) `${source}.evaluated.props`);
	                it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
	            }
	        }
	        if (it.items !== true) {
	            if (schEvaluated && !schEvaluated.dynamicItems) {
	                if (schEvaluated.items !== undefined) {
	                    it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
	                }
	            }
	            else {
	                const items = gen.var("items", (0, codegen_1._) `${source}.evaluated.items`);
	                it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
	            }
	        }
	    }
	}
	ref.callRef = callRef;
	ref.default = def;
	
	return ref;
}

var hasRequiredCore;

function requireCore () {
	if (hasRequiredCore) return core;
	hasRequiredCore = 1;
	Object.defineProperty(core, "__esModule", { value: true });
	const id_1 = /*@__PURE__*/ requireId();
	const ref_1 = /*@__PURE__*/ requireRef();
	const core$1 = [
	    "$schema",
	    "$id",
	    "$defs",
	    "$vocabulary",
	    { keyword: "$comment" },
	    "definitions",
	    id_1.default,
	    ref_1.default,
	];
	core.default = core$1;
	
	return core;
}

var validation = {};

var limitNumber = {};

var hasRequiredLimitNumber;

function requireLimitNumber () {
	if (hasRequiredLimitNumber) return limitNumber;
	hasRequiredLimitNumber = 1;
	Object.defineProperty(limitNumber, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const ops = codegen_1.operators;
	const KWDs = {
	    maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
	    minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
	    exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
	    exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE },
	};
	const error = {
	    message: ({ keyword, schemaCode }) => (0, codegen_1.str) `must be ${KWDs[keyword].okStr} ${schemaCode}`,
	    params: ({ keyword, schemaCode }) => (0, codegen_1._) `{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`,
	};
	const def = {
	    keyword: Object.keys(KWDs),
	    type: "number",
	    schemaType: "number",
	    $data: true,
	    error,
	    code(cxt) {
	        const { keyword, data, schemaCode } = cxt;
	        cxt.fail$data((0, codegen_1._) `${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
	    },
	};
	limitNumber.default = def;
	
	return limitNumber;
}

var multipleOf = {};

var hasRequiredMultipleOf;

function requireMultipleOf () {
	if (hasRequiredMultipleOf) return multipleOf;
	hasRequiredMultipleOf = 1;
	Object.defineProperty(multipleOf, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const error = {
	    message: ({ schemaCode }) => (0, codegen_1.str) `must be multiple of ${schemaCode}`,
	    params: ({ schemaCode }) => (0, codegen_1._) `{multipleOf: ${schemaCode}}`,
	};
	const def = {
	    keyword: "multipleOf",
	    type: "number",
	    schemaType: "number",
	    $data: true,
	    error,
	    code(cxt) {
	        const { gen, data, schemaCode, it } = cxt;
	        // const bdt = bad$DataType(schemaCode, <string>def.schemaType, $data)
	        const prec = it.opts.multipleOfPrecision;
	        const res = gen.let("res");
	        const invalid = prec
	            ? (0, codegen_1._) `Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}`
	            : (0, codegen_1._) `${res} !== parseInt(${res})`;
	        cxt.fail$data((0, codegen_1._) `(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
	    },
	};
	multipleOf.default = def;
	
	return multipleOf;
}

var limitLength = {};

var ucs2length = {};

var hasRequiredUcs2length;

function requireUcs2length () {
	if (hasRequiredUcs2length) return ucs2length;
	hasRequiredUcs2length = 1;
	Object.defineProperty(ucs2length, "__esModule", { value: true });
	// https://mathiasbynens.be/notes/javascript-encoding
	// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
	function ucs2length$1(str) {
	    const len = str.length;
	    let length = 0;
	    let pos = 0;
	    let value;
	    while (pos < len) {
	        length++;
	        value = str.charCodeAt(pos++);
	        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
	            // high surrogate, and there is a next character
	            value = str.charCodeAt(pos);
	            if ((value & 0xfc00) === 0xdc00)
	                pos++; // low surrogate
	        }
	    }
	    return length;
	}
	ucs2length.default = ucs2length$1;
	ucs2length$1.code = 'require("ajv/dist/runtime/ucs2length").default';
	
	return ucs2length;
}

var hasRequiredLimitLength;

function requireLimitLength () {
	if (hasRequiredLimitLength) return limitLength;
	hasRequiredLimitLength = 1;
	Object.defineProperty(limitLength, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const ucs2length_1 = /*@__PURE__*/ requireUcs2length();
	const error = {
	    message({ keyword, schemaCode }) {
	        const comp = keyword === "maxLength" ? "more" : "fewer";
	        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} characters`;
	    },
	    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
	};
	const def = {
	    keyword: ["maxLength", "minLength"],
	    type: "string",
	    schemaType: "number",
	    $data: true,
	    error,
	    code(cxt) {
	        const { keyword, data, schemaCode, it } = cxt;
	        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
	        const len = it.opts.unicode === false ? (0, codegen_1._) `${data}.length` : (0, codegen_1._) `${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
	        cxt.fail$data((0, codegen_1._) `${len} ${op} ${schemaCode}`);
	    },
	};
	limitLength.default = def;
	
	return limitLength;
}

var pattern = {};

var hasRequiredPattern;

function requirePattern () {
	if (hasRequiredPattern) return pattern;
	hasRequiredPattern = 1;
	Object.defineProperty(pattern, "__esModule", { value: true });
	const code_1 = /*@__PURE__*/ requireCode();
	const util_1 = /*@__PURE__*/ requireUtil();
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const error = {
	    message: ({ schemaCode }) => (0, codegen_1.str) `must match pattern "${schemaCode}"`,
	    params: ({ schemaCode }) => (0, codegen_1._) `{pattern: ${schemaCode}}`,
	};
	const def = {
	    keyword: "pattern",
	    type: "string",
	    schemaType: "string",
	    $data: true,
	    error,
	    code(cxt) {
	        const { gen, data, $data, schema, schemaCode, it } = cxt;
	        const u = it.opts.unicodeRegExp ? "u" : "";
	        if ($data) {
	            const { regExp } = it.opts.code;
	            const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._) `new RegExp` : (0, util_1.useFunc)(gen, regExp);
	            const valid = gen.let("valid");
	            gen.try(() => gen.assign(valid, (0, codegen_1._) `${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
	            cxt.fail$data((0, codegen_1._) `!${valid}`);
	        }
	        else {
	            const regExp = (0, code_1.usePattern)(cxt, schema);
	            cxt.fail$data((0, codegen_1._) `!${regExp}.test(${data})`);
	        }
	    },
	};
	pattern.default = def;
	
	return pattern;
}

var limitProperties = {};

var hasRequiredLimitProperties;

function requireLimitProperties () {
	if (hasRequiredLimitProperties) return limitProperties;
	hasRequiredLimitProperties = 1;
	Object.defineProperty(limitProperties, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const error = {
	    message({ keyword, schemaCode }) {
	        const comp = keyword === "maxProperties" ? "more" : "fewer";
	        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} properties`;
	    },
	    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
	};
	const def = {
	    keyword: ["maxProperties", "minProperties"],
	    type: "object",
	    schemaType: "number",
	    $data: true,
	    error,
	    code(cxt) {
	        const { keyword, data, schemaCode } = cxt;
	        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
	        cxt.fail$data((0, codegen_1._) `Object.keys(${data}).length ${op} ${schemaCode}`);
	    },
	};
	limitProperties.default = def;
	
	return limitProperties;
}

var required = {};

var hasRequiredRequired;

function requireRequired () {
	if (hasRequiredRequired) return required;
	hasRequiredRequired = 1;
	Object.defineProperty(required, "__esModule", { value: true });
	const code_1 = /*@__PURE__*/ requireCode();
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const error = {
	    message: ({ params: { missingProperty } }) => (0, codegen_1.str) `must have required property '${missingProperty}'`,
	    params: ({ params: { missingProperty } }) => (0, codegen_1._) `{missingProperty: ${missingProperty}}`,
	};
	const def = {
	    keyword: "required",
	    type: "object",
	    schemaType: "array",
	    $data: true,
	    error,
	    code(cxt) {
	        const { gen, schema, schemaCode, data, $data, it } = cxt;
	        const { opts } = it;
	        if (!$data && schema.length === 0)
	            return;
	        const useLoop = schema.length >= opts.loopRequired;
	        if (it.allErrors)
	            allErrorsMode();
	        else
	            exitOnErrorMode();
	        if (opts.strictRequired) {
	            const props = cxt.parentSchema.properties;
	            const { definedProperties } = cxt.it;
	            for (const requiredKey of schema) {
	                if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === undefined && !definedProperties.has(requiredKey)) {
	                    const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
	                    const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
	                    (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
	                }
	            }
	        }
	        function allErrorsMode() {
	            if (useLoop || $data) {
	                cxt.block$data(codegen_1.nil, loopAllRequired);
	            }
	            else {
	                for (const prop of schema) {
	                    (0, code_1.checkReportMissingProp)(cxt, prop);
	                }
	            }
	        }
	        function exitOnErrorMode() {
	            const missing = gen.let("missing");
	            if (useLoop || $data) {
	                const valid = gen.let("valid", true);
	                cxt.block$data(valid, () => loopUntilMissing(missing, valid));
	                cxt.ok(valid);
	            }
	            else {
	                gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
	                (0, code_1.reportMissingProp)(cxt, missing);
	                gen.else();
	            }
	        }
	        function loopAllRequired() {
	            gen.forOf("prop", schemaCode, (prop) => {
	                cxt.setParams({ missingProperty: prop });
	                gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
	            });
	        }
	        function loopUntilMissing(missing, valid) {
	            cxt.setParams({ missingProperty: missing });
	            gen.forOf(missing, schemaCode, () => {
	                gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
	                gen.if((0, codegen_1.not)(valid), () => {
	                    cxt.error();
	                    gen.break();
	                });
	            }, codegen_1.nil);
	        }
	    },
	};
	required.default = def;
	
	return required;
}

var limitItems = {};

var hasRequiredLimitItems;

function requireLimitItems () {
	if (hasRequiredLimitItems) return limitItems;
	hasRequiredLimitItems = 1;
	Object.defineProperty(limitItems, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const error = {
	    message({ keyword, schemaCode }) {
	        const comp = keyword === "maxItems" ? "more" : "fewer";
	        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} items`;
	    },
	    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
	};
	const def = {
	    keyword: ["maxItems", "minItems"],
	    type: "array",
	    schemaType: "number",
	    $data: true,
	    error,
	    code(cxt) {
	        const { keyword, data, schemaCode } = cxt;
	        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
	        cxt.fail$data((0, codegen_1._) `${data}.length ${op} ${schemaCode}`);
	    },
	};
	limitItems.default = def;
	
	return limitItems;
}

var uniqueItems = {};

var equal = {};

var hasRequiredEqual;

function requireEqual () {
	if (hasRequiredEqual) return equal;
	hasRequiredEqual = 1;
	Object.defineProperty(equal, "__esModule", { value: true });
	// https://github.com/ajv-validator/ajv/issues/889
	const equal$1 = requireFastDeepEqual();
	equal$1.code = 'require("ajv/dist/runtime/equal").default';
	equal.default = equal$1;
	
	return equal;
}

var hasRequiredUniqueItems;

function requireUniqueItems () {
	if (hasRequiredUniqueItems) return uniqueItems;
	hasRequiredUniqueItems = 1;
	Object.defineProperty(uniqueItems, "__esModule", { value: true });
	const dataType_1 = /*@__PURE__*/ requireDataType();
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const equal_1 = /*@__PURE__*/ requireEqual();
	const error = {
	    message: ({ params: { i, j } }) => (0, codegen_1.str) `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
	    params: ({ params: { i, j } }) => (0, codegen_1._) `{i: ${i}, j: ${j}}`,
	};
	const def = {
	    keyword: "uniqueItems",
	    type: "array",
	    schemaType: "boolean",
	    $data: true,
	    error,
	    code(cxt) {
	        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
	        if (!$data && !schema)
	            return;
	        const valid = gen.let("valid");
	        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
	        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._) `${schemaCode} === false`);
	        cxt.ok(valid);
	        function validateUniqueItems() {
	            const i = gen.let("i", (0, codegen_1._) `${data}.length`);
	            const j = gen.let("j");
	            cxt.setParams({ i, j });
	            gen.assign(valid, true);
	            gen.if((0, codegen_1._) `${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
	        }
	        function canOptimize() {
	            return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
	        }
	        function loopN(i, j) {
	            const item = gen.name("item");
	            const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
	            const indices = gen.const("indices", (0, codegen_1._) `{}`);
	            gen.for((0, codegen_1._) `;${i}--;`, () => {
	                gen.let(item, (0, codegen_1._) `${data}[${i}]`);
	                gen.if(wrongType, (0, codegen_1._) `continue`);
	                if (itemTypes.length > 1)
	                    gen.if((0, codegen_1._) `typeof ${item} == "string"`, (0, codegen_1._) `${item} += "_"`);
	                gen
	                    .if((0, codegen_1._) `typeof ${indices}[${item}] == "number"`, () => {
	                    gen.assign(j, (0, codegen_1._) `${indices}[${item}]`);
	                    cxt.error();
	                    gen.assign(valid, false).break();
	                })
	                    .code((0, codegen_1._) `${indices}[${item}] = ${i}`);
	            });
	        }
	        function loopN2(i, j) {
	            const eql = (0, util_1.useFunc)(gen, equal_1.default);
	            const outer = gen.name("outer");
	            gen.label(outer).for((0, codegen_1._) `;${i}--;`, () => gen.for((0, codegen_1._) `${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._) `${eql}(${data}[${i}], ${data}[${j}])`, () => {
	                cxt.error();
	                gen.assign(valid, false).break(outer);
	            })));
	        }
	    },
	};
	uniqueItems.default = def;
	
	return uniqueItems;
}

var _const = {};

var hasRequired_const;

function require_const () {
	if (hasRequired_const) return _const;
	hasRequired_const = 1;
	Object.defineProperty(_const, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const equal_1 = /*@__PURE__*/ requireEqual();
	const error = {
	    message: "must be equal to constant",
	    params: ({ schemaCode }) => (0, codegen_1._) `{allowedValue: ${schemaCode}}`,
	};
	const def = {
	    keyword: "const",
	    $data: true,
	    error,
	    code(cxt) {
	        const { gen, data, $data, schemaCode, schema } = cxt;
	        if ($data || (schema && typeof schema == "object")) {
	            cxt.fail$data((0, codegen_1._) `!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
	        }
	        else {
	            cxt.fail((0, codegen_1._) `${schema} !== ${data}`);
	        }
	    },
	};
	_const.default = def;
	
	return _const;
}

var _enum = {};

var hasRequired_enum;

function require_enum () {
	if (hasRequired_enum) return _enum;
	hasRequired_enum = 1;
	Object.defineProperty(_enum, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const equal_1 = /*@__PURE__*/ requireEqual();
	const error = {
	    message: "must be equal to one of the allowed values",
	    params: ({ schemaCode }) => (0, codegen_1._) `{allowedValues: ${schemaCode}}`,
	};
	const def = {
	    keyword: "enum",
	    schemaType: "array",
	    $data: true,
	    error,
	    code(cxt) {
	        const { gen, data, $data, schema, schemaCode, it } = cxt;
	        if (!$data && schema.length === 0)
	            throw new Error("enum must have non-empty array");
	        const useLoop = schema.length >= it.opts.loopEnum;
	        let eql;
	        const getEql = () => (eql !== null && eql !== void 0 ? eql : (eql = (0, util_1.useFunc)(gen, equal_1.default)));
	        let valid;
	        if (useLoop || $data) {
	            valid = gen.let("valid");
	            cxt.block$data(valid, loopEnum);
	        }
	        else {
	            /* istanbul ignore if */
	            if (!Array.isArray(schema))
	                throw new Error("ajv implementation error");
	            const vSchema = gen.const("vSchema", schemaCode);
	            valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
	        }
	        cxt.pass(valid);
	        function loopEnum() {
	            gen.assign(valid, false);
	            gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._) `${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
	        }
	        function equalCode(vSchema, i) {
	            const sch = schema[i];
	            return typeof sch === "object" && sch !== null
	                ? (0, codegen_1._) `${getEql()}(${data}, ${vSchema}[${i}])`
	                : (0, codegen_1._) `${data} === ${sch}`;
	        }
	    },
	};
	_enum.default = def;
	
	return _enum;
}

var hasRequiredValidation;

function requireValidation () {
	if (hasRequiredValidation) return validation;
	hasRequiredValidation = 1;
	Object.defineProperty(validation, "__esModule", { value: true });
	const limitNumber_1 = /*@__PURE__*/ requireLimitNumber();
	const multipleOf_1 = /*@__PURE__*/ requireMultipleOf();
	const limitLength_1 = /*@__PURE__*/ requireLimitLength();
	const pattern_1 = /*@__PURE__*/ requirePattern();
	const limitProperties_1 = /*@__PURE__*/ requireLimitProperties();
	const required_1 = /*@__PURE__*/ requireRequired();
	const limitItems_1 = /*@__PURE__*/ requireLimitItems();
	const uniqueItems_1 = /*@__PURE__*/ requireUniqueItems();
	const const_1 = /*@__PURE__*/ require_const();
	const enum_1 = /*@__PURE__*/ require_enum();
	const validation$1 = [
	    // number
	    limitNumber_1.default,
	    multipleOf_1.default,
	    // string
	    limitLength_1.default,
	    pattern_1.default,
	    // object
	    limitProperties_1.default,
	    required_1.default,
	    // array
	    limitItems_1.default,
	    uniqueItems_1.default,
	    // any
	    { keyword: "type", schemaType: ["string", "array"] },
	    { keyword: "nullable", schemaType: "boolean" },
	    const_1.default,
	    enum_1.default,
	];
	validation.default = validation$1;
	
	return validation;
}

var applicator = {};

var additionalItems = {};

var hasRequiredAdditionalItems;

function requireAdditionalItems () {
	if (hasRequiredAdditionalItems) return additionalItems;
	hasRequiredAdditionalItems = 1;
	Object.defineProperty(additionalItems, "__esModule", { value: true });
	additionalItems.validateAdditionalItems = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const error = {
	    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
	    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
	};
	const def = {
	    keyword: "additionalItems",
	    type: "array",
	    schemaType: ["boolean", "object"],
	    before: "uniqueItems",
	    error,
	    code(cxt) {
	        const { parentSchema, it } = cxt;
	        const { items } = parentSchema;
	        if (!Array.isArray(items)) {
	            (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
	            return;
	        }
	        validateAdditionalItems(cxt, items);
	    },
	};
	function validateAdditionalItems(cxt, items) {
	    const { gen, schema, data, keyword, it } = cxt;
	    it.items = true;
	    const len = gen.const("len", (0, codegen_1._) `${data}.length`);
	    if (schema === false) {
	        cxt.setParams({ len: items.length });
	        cxt.pass((0, codegen_1._) `${len} <= ${items.length}`);
	    }
	    else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
	        const valid = gen.var("valid", (0, codegen_1._) `${len} <= ${items.length}`); // TODO var
	        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
	        cxt.ok(valid);
	    }
	    function validateItems(valid) {
	        gen.forRange("i", items.length, len, (i) => {
	            cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
	            if (!it.allErrors)
	                gen.if((0, codegen_1.not)(valid), () => gen.break());
	        });
	    }
	}
	additionalItems.validateAdditionalItems = validateAdditionalItems;
	additionalItems.default = def;
	
	return additionalItems;
}

var prefixItems = {};

var items = {};

var hasRequiredItems;

function requireItems () {
	if (hasRequiredItems) return items;
	hasRequiredItems = 1;
	Object.defineProperty(items, "__esModule", { value: true });
	items.validateTuple = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const code_1 = /*@__PURE__*/ requireCode();
	const def = {
	    keyword: "items",
	    type: "array",
	    schemaType: ["object", "array", "boolean"],
	    before: "uniqueItems",
	    code(cxt) {
	        const { schema, it } = cxt;
	        if (Array.isArray(schema))
	            return validateTuple(cxt, "additionalItems", schema);
	        it.items = true;
	        if ((0, util_1.alwaysValidSchema)(it, schema))
	            return;
	        cxt.ok((0, code_1.validateArray)(cxt));
	    },
	};
	function validateTuple(cxt, extraItems, schArr = cxt.schema) {
	    const { gen, parentSchema, data, keyword, it } = cxt;
	    checkStrictTuple(parentSchema);
	    if (it.opts.unevaluated && schArr.length && it.items !== true) {
	        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
	    }
	    const valid = gen.name("valid");
	    const len = gen.const("len", (0, codegen_1._) `${data}.length`);
	    schArr.forEach((sch, i) => {
	        if ((0, util_1.alwaysValidSchema)(it, sch))
	            return;
	        gen.if((0, codegen_1._) `${len} > ${i}`, () => cxt.subschema({
	            keyword,
	            schemaProp: i,
	            dataProp: i,
	        }, valid));
	        cxt.ok(valid);
	    });
	    function checkStrictTuple(sch) {
	        const { opts, errSchemaPath } = it;
	        const l = schArr.length;
	        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
	        if (opts.strictTuples && !fullTuple) {
	            const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
	            (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
	        }
	    }
	}
	items.validateTuple = validateTuple;
	items.default = def;
	
	return items;
}

var hasRequiredPrefixItems;

function requirePrefixItems () {
	if (hasRequiredPrefixItems) return prefixItems;
	hasRequiredPrefixItems = 1;
	Object.defineProperty(prefixItems, "__esModule", { value: true });
	const items_1 = /*@__PURE__*/ requireItems();
	const def = {
	    keyword: "prefixItems",
	    type: "array",
	    schemaType: ["array"],
	    before: "uniqueItems",
	    code: (cxt) => (0, items_1.validateTuple)(cxt, "items"),
	};
	prefixItems.default = def;
	
	return prefixItems;
}

var items2020 = {};

var hasRequiredItems2020;

function requireItems2020 () {
	if (hasRequiredItems2020) return items2020;
	hasRequiredItems2020 = 1;
	Object.defineProperty(items2020, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const code_1 = /*@__PURE__*/ requireCode();
	const additionalItems_1 = /*@__PURE__*/ requireAdditionalItems();
	const error = {
	    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
	    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
	};
	const def = {
	    keyword: "items",
	    type: "array",
	    schemaType: ["object", "boolean"],
	    before: "uniqueItems",
	    error,
	    code(cxt) {
	        const { schema, parentSchema, it } = cxt;
	        const { prefixItems } = parentSchema;
	        it.items = true;
	        if ((0, util_1.alwaysValidSchema)(it, schema))
	            return;
	        if (prefixItems)
	            (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
	        else
	            cxt.ok((0, code_1.validateArray)(cxt));
	    },
	};
	items2020.default = def;
	
	return items2020;
}

var contains = {};

var hasRequiredContains;

function requireContains () {
	if (hasRequiredContains) return contains;
	hasRequiredContains = 1;
	Object.defineProperty(contains, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const error = {
	    message: ({ params: { min, max } }) => max === undefined
	        ? (0, codegen_1.str) `must contain at least ${min} valid item(s)`
	        : (0, codegen_1.str) `must contain at least ${min} and no more than ${max} valid item(s)`,
	    params: ({ params: { min, max } }) => max === undefined ? (0, codegen_1._) `{minContains: ${min}}` : (0, codegen_1._) `{minContains: ${min}, maxContains: ${max}}`,
	};
	const def = {
	    keyword: "contains",
	    type: "array",
	    schemaType: ["object", "boolean"],
	    before: "uniqueItems",
	    trackErrors: true,
	    error,
	    code(cxt) {
	        const { gen, schema, parentSchema, data, it } = cxt;
	        let min;
	        let max;
	        const { minContains, maxContains } = parentSchema;
	        if (it.opts.next) {
	            min = minContains === undefined ? 1 : minContains;
	            max = maxContains;
	        }
	        else {
	            min = 1;
	        }
	        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
	        cxt.setParams({ min, max });
	        if (max === undefined && min === 0) {
	            (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
	            return;
	        }
	        if (max !== undefined && min > max) {
	            (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
	            cxt.fail();
	            return;
	        }
	        if ((0, util_1.alwaysValidSchema)(it, schema)) {
	            let cond = (0, codegen_1._) `${len} >= ${min}`;
	            if (max !== undefined)
	                cond = (0, codegen_1._) `${cond} && ${len} <= ${max}`;
	            cxt.pass(cond);
	            return;
	        }
	        it.items = true;
	        const valid = gen.name("valid");
	        if (max === undefined && min === 1) {
	            validateItems(valid, () => gen.if(valid, () => gen.break()));
	        }
	        else if (min === 0) {
	            gen.let(valid, true);
	            if (max !== undefined)
	                gen.if((0, codegen_1._) `${data}.length > 0`, validateItemsWithCount);
	        }
	        else {
	            gen.let(valid, false);
	            validateItemsWithCount();
	        }
	        cxt.result(valid, () => cxt.reset());
	        function validateItemsWithCount() {
	            const schValid = gen.name("_valid");
	            const count = gen.let("count", 0);
	            validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
	        }
	        function validateItems(_valid, block) {
	            gen.forRange("i", 0, len, (i) => {
	                cxt.subschema({
	                    keyword: "contains",
	                    dataProp: i,
	                    dataPropType: util_1.Type.Num,
	                    compositeRule: true,
	                }, _valid);
	                block();
	            });
	        }
	        function checkLimits(count) {
	            gen.code((0, codegen_1._) `${count}++`);
	            if (max === undefined) {
	                gen.if((0, codegen_1._) `${count} >= ${min}`, () => gen.assign(valid, true).break());
	            }
	            else {
	                gen.if((0, codegen_1._) `${count} > ${max}`, () => gen.assign(valid, false).break());
	                if (min === 1)
	                    gen.assign(valid, true);
	                else
	                    gen.if((0, codegen_1._) `${count} >= ${min}`, () => gen.assign(valid, true));
	            }
	        }
	    },
	};
	contains.default = def;
	
	return contains;
}

var dependencies = {};

var hasRequiredDependencies;

function requireDependencies () {
	if (hasRequiredDependencies) return dependencies;
	hasRequiredDependencies = 1;
	(function (exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
		const codegen_1 = /*@__PURE__*/ requireCodegen();
		const util_1 = /*@__PURE__*/ requireUtil();
		const code_1 = /*@__PURE__*/ requireCode();
		exports.error = {
		    message: ({ params: { property, depsCount, deps } }) => {
		        const property_ies = depsCount === 1 ? "property" : "properties";
		        return (0, codegen_1.str) `must have ${property_ies} ${deps} when property ${property} is present`;
		    },
		    params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._) `{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`, // TODO change to reference
		};
		const def = {
		    keyword: "dependencies",
		    type: "object",
		    schemaType: "object",
		    error: exports.error,
		    code(cxt) {
		        const [propDeps, schDeps] = splitDependencies(cxt);
		        validatePropertyDeps(cxt, propDeps);
		        validateSchemaDeps(cxt, schDeps);
		    },
		};
		function splitDependencies({ schema }) {
		    const propertyDeps = {};
		    const schemaDeps = {};
		    for (const key in schema) {
		        if (key === "__proto__")
		            continue;
		        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
		        deps[key] = schema[key];
		    }
		    return [propertyDeps, schemaDeps];
		}
		function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
		    const { gen, data, it } = cxt;
		    if (Object.keys(propertyDeps).length === 0)
		        return;
		    const missing = gen.let("missing");
		    for (const prop in propertyDeps) {
		        const deps = propertyDeps[prop];
		        if (deps.length === 0)
		            continue;
		        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
		        cxt.setParams({
		            property: prop,
		            depsCount: deps.length,
		            deps: deps.join(", "),
		        });
		        if (it.allErrors) {
		            gen.if(hasProperty, () => {
		                for (const depProp of deps) {
		                    (0, code_1.checkReportMissingProp)(cxt, depProp);
		                }
		            });
		        }
		        else {
		            gen.if((0, codegen_1._) `${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
		            (0, code_1.reportMissingProp)(cxt, missing);
		            gen.else();
		        }
		    }
		}
		exports.validatePropertyDeps = validatePropertyDeps;
		function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
		    const { gen, data, keyword, it } = cxt;
		    const valid = gen.name("valid");
		    for (const prop in schemaDeps) {
		        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
		            continue;
		        gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties), () => {
		            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
		            cxt.mergeValidEvaluated(schCxt, valid);
		        }, () => gen.var(valid, true) // TODO var
		        );
		        cxt.ok(valid);
		    }
		}
		exports.validateSchemaDeps = validateSchemaDeps;
		exports.default = def;
		
	} (dependencies));
	return dependencies;
}

var propertyNames = {};

var hasRequiredPropertyNames;

function requirePropertyNames () {
	if (hasRequiredPropertyNames) return propertyNames;
	hasRequiredPropertyNames = 1;
	Object.defineProperty(propertyNames, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const error = {
	    message: "property name must be valid",
	    params: ({ params }) => (0, codegen_1._) `{propertyName: ${params.propertyName}}`,
	};
	const def = {
	    keyword: "propertyNames",
	    type: "object",
	    schemaType: ["object", "boolean"],
	    error,
	    code(cxt) {
	        const { gen, schema, data, it } = cxt;
	        if ((0, util_1.alwaysValidSchema)(it, schema))
	            return;
	        const valid = gen.name("valid");
	        gen.forIn("key", data, (key) => {
	            cxt.setParams({ propertyName: key });
	            cxt.subschema({
	                keyword: "propertyNames",
	                data: key,
	                dataTypes: ["string"],
	                propertyName: key,
	                compositeRule: true,
	            }, valid);
	            gen.if((0, codegen_1.not)(valid), () => {
	                cxt.error(true);
	                if (!it.allErrors)
	                    gen.break();
	            });
	        });
	        cxt.ok(valid);
	    },
	};
	propertyNames.default = def;
	
	return propertyNames;
}

var additionalProperties = {};

var hasRequiredAdditionalProperties;

function requireAdditionalProperties () {
	if (hasRequiredAdditionalProperties) return additionalProperties;
	hasRequiredAdditionalProperties = 1;
	Object.defineProperty(additionalProperties, "__esModule", { value: true });
	const code_1 = /*@__PURE__*/ requireCode();
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const names_1 = /*@__PURE__*/ requireNames();
	const util_1 = /*@__PURE__*/ requireUtil();
	const error = {
	    message: "must NOT have additional properties",
	    params: ({ params }) => (0, codegen_1._) `{additionalProperty: ${params.additionalProperty}}`,
	};
	const def = {
	    keyword: "additionalProperties",
	    type: ["object"],
	    schemaType: ["boolean", "object"],
	    allowUndefined: true,
	    trackErrors: true,
	    error,
	    code(cxt) {
	        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
	        /* istanbul ignore if */
	        if (!errsCount)
	            throw new Error("ajv implementation error");
	        const { allErrors, opts } = it;
	        it.props = true;
	        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
	            return;
	        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
	        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
	        checkAdditionalProperties();
	        cxt.ok((0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
	        function checkAdditionalProperties() {
	            gen.forIn("key", data, (key) => {
	                if (!props.length && !patProps.length)
	                    additionalPropertyCode(key);
	                else
	                    gen.if(isAdditional(key), () => additionalPropertyCode(key));
	            });
	        }
	        function isAdditional(key) {
	            let definedProp;
	            if (props.length > 8) {
	                // TODO maybe an option instead of hard-coded 8?
	                const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
	                definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
	            }
	            else if (props.length) {
	                definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._) `${key} === ${p}`));
	            }
	            else {
	                definedProp = codegen_1.nil;
	            }
	            if (patProps.length) {
	                definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._) `${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
	            }
	            return (0, codegen_1.not)(definedProp);
	        }
	        function deleteAdditional(key) {
	            gen.code((0, codegen_1._) `delete ${data}[${key}]`);
	        }
	        function additionalPropertyCode(key) {
	            if (opts.removeAdditional === "all" || (opts.removeAdditional && schema === false)) {
	                deleteAdditional(key);
	                return;
	            }
	            if (schema === false) {
	                cxt.setParams({ additionalProperty: key });
	                cxt.error();
	                if (!allErrors)
	                    gen.break();
	                return;
	            }
	            if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
	                const valid = gen.name("valid");
	                if (opts.removeAdditional === "failing") {
	                    applyAdditionalSchema(key, valid, false);
	                    gen.if((0, codegen_1.not)(valid), () => {
	                        cxt.reset();
	                        deleteAdditional(key);
	                    });
	                }
	                else {
	                    applyAdditionalSchema(key, valid);
	                    if (!allErrors)
	                        gen.if((0, codegen_1.not)(valid), () => gen.break());
	                }
	            }
	        }
	        function applyAdditionalSchema(key, valid, errors) {
	            const subschema = {
	                keyword: "additionalProperties",
	                dataProp: key,
	                dataPropType: util_1.Type.Str,
	            };
	            if (errors === false) {
	                Object.assign(subschema, {
	                    compositeRule: true,
	                    createErrors: false,
	                    allErrors: false,
	                });
	            }
	            cxt.subschema(subschema, valid);
	        }
	    },
	};
	additionalProperties.default = def;
	
	return additionalProperties;
}

var properties$1 = {};

var hasRequiredProperties;

function requireProperties () {
	if (hasRequiredProperties) return properties$1;
	hasRequiredProperties = 1;
	Object.defineProperty(properties$1, "__esModule", { value: true });
	const validate_1 = /*@__PURE__*/ requireValidate();
	const code_1 = /*@__PURE__*/ requireCode();
	const util_1 = /*@__PURE__*/ requireUtil();
	const additionalProperties_1 = /*@__PURE__*/ requireAdditionalProperties();
	const def = {
	    keyword: "properties",
	    type: "object",
	    schemaType: "object",
	    code(cxt) {
	        const { gen, schema, parentSchema, data, it } = cxt;
	        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === undefined) {
	            additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
	        }
	        const allProps = (0, code_1.allSchemaProperties)(schema);
	        for (const prop of allProps) {
	            it.definedProperties.add(prop);
	        }
	        if (it.opts.unevaluated && allProps.length && it.props !== true) {
	            it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
	        }
	        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
	        if (properties.length === 0)
	            return;
	        const valid = gen.name("valid");
	        for (const prop of properties) {
	            if (hasDefault(prop)) {
	                applyPropertySchema(prop);
	            }
	            else {
	                gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
	                applyPropertySchema(prop);
	                if (!it.allErrors)
	                    gen.else().var(valid, true);
	                gen.endIf();
	            }
	            cxt.it.definedProperties.add(prop);
	            cxt.ok(valid);
	        }
	        function hasDefault(prop) {
	            return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== undefined;
	        }
	        function applyPropertySchema(prop) {
	            cxt.subschema({
	                keyword: "properties",
	                schemaProp: prop,
	                dataProp: prop,
	            }, valid);
	        }
	    },
	};
	properties$1.default = def;
	
	return properties$1;
}

var patternProperties = {};

var hasRequiredPatternProperties;

function requirePatternProperties () {
	if (hasRequiredPatternProperties) return patternProperties;
	hasRequiredPatternProperties = 1;
	Object.defineProperty(patternProperties, "__esModule", { value: true });
	const code_1 = /*@__PURE__*/ requireCode();
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const util_2 = /*@__PURE__*/ requireUtil();
	const def = {
	    keyword: "patternProperties",
	    type: "object",
	    schemaType: "object",
	    code(cxt) {
	        const { gen, schema, data, parentSchema, it } = cxt;
	        const { opts } = it;
	        const patterns = (0, code_1.allSchemaProperties)(schema);
	        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
	        if (patterns.length === 0 ||
	            (alwaysValidPatterns.length === patterns.length &&
	                (!it.opts.unevaluated || it.props === true))) {
	            return;
	        }
	        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
	        const valid = gen.name("valid");
	        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
	            it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
	        }
	        const { props } = it;
	        validatePatternProperties();
	        function validatePatternProperties() {
	            for (const pat of patterns) {
	                if (checkProperties)
	                    checkMatchingProperties(pat);
	                if (it.allErrors) {
	                    validateProperties(pat);
	                }
	                else {
	                    gen.var(valid, true); // TODO var
	                    validateProperties(pat);
	                    gen.if(valid);
	                }
	            }
	        }
	        function checkMatchingProperties(pat) {
	            for (const prop in checkProperties) {
	                if (new RegExp(pat).test(prop)) {
	                    (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
	                }
	            }
	        }
	        function validateProperties(pat) {
	            gen.forIn("key", data, (key) => {
	                gen.if((0, codegen_1._) `${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
	                    const alwaysValid = alwaysValidPatterns.includes(pat);
	                    if (!alwaysValid) {
	                        cxt.subschema({
	                            keyword: "patternProperties",
	                            schemaProp: pat,
	                            dataProp: key,
	                            dataPropType: util_2.Type.Str,
	                        }, valid);
	                    }
	                    if (it.opts.unevaluated && props !== true) {
	                        gen.assign((0, codegen_1._) `${props}[${key}]`, true);
	                    }
	                    else if (!alwaysValid && !it.allErrors) {
	                        // can short-circuit if `unevaluatedProperties` is not supported (opts.next === false)
	                        // or if all properties were evaluated (props === true)
	                        gen.if((0, codegen_1.not)(valid), () => gen.break());
	                    }
	                });
	            });
	        }
	    },
	};
	patternProperties.default = def;
	
	return patternProperties;
}

var not = {};

var hasRequiredNot;

function requireNot () {
	if (hasRequiredNot) return not;
	hasRequiredNot = 1;
	Object.defineProperty(not, "__esModule", { value: true });
	const util_1 = /*@__PURE__*/ requireUtil();
	const def = {
	    keyword: "not",
	    schemaType: ["object", "boolean"],
	    trackErrors: true,
	    code(cxt) {
	        const { gen, schema, it } = cxt;
	        if ((0, util_1.alwaysValidSchema)(it, schema)) {
	            cxt.fail();
	            return;
	        }
	        const valid = gen.name("valid");
	        cxt.subschema({
	            keyword: "not",
	            compositeRule: true,
	            createErrors: false,
	            allErrors: false,
	        }, valid);
	        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
	    },
	    error: { message: "must NOT be valid" },
	};
	not.default = def;
	
	return not;
}

var anyOf = {};

var hasRequiredAnyOf;

function requireAnyOf () {
	if (hasRequiredAnyOf) return anyOf;
	hasRequiredAnyOf = 1;
	Object.defineProperty(anyOf, "__esModule", { value: true });
	const code_1 = /*@__PURE__*/ requireCode();
	const def = {
	    keyword: "anyOf",
	    schemaType: "array",
	    trackErrors: true,
	    code: code_1.validateUnion,
	    error: { message: "must match a schema in anyOf" },
	};
	anyOf.default = def;
	
	return anyOf;
}

var oneOf = {};

var hasRequiredOneOf;

function requireOneOf () {
	if (hasRequiredOneOf) return oneOf;
	hasRequiredOneOf = 1;
	Object.defineProperty(oneOf, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const error = {
	    message: "must match exactly one schema in oneOf",
	    params: ({ params }) => (0, codegen_1._) `{passingSchemas: ${params.passing}}`,
	};
	const def = {
	    keyword: "oneOf",
	    schemaType: "array",
	    trackErrors: true,
	    error,
	    code(cxt) {
	        const { gen, schema, parentSchema, it } = cxt;
	        /* istanbul ignore if */
	        if (!Array.isArray(schema))
	            throw new Error("ajv implementation error");
	        if (it.opts.discriminator && parentSchema.discriminator)
	            return;
	        const schArr = schema;
	        const valid = gen.let("valid", false);
	        const passing = gen.let("passing", null);
	        const schValid = gen.name("_valid");
	        cxt.setParams({ passing });
	        // TODO possibly fail straight away (with warning or exception) if there are two empty always valid schemas
	        gen.block(validateOneOf);
	        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
	        function validateOneOf() {
	            schArr.forEach((sch, i) => {
	                let schCxt;
	                if ((0, util_1.alwaysValidSchema)(it, sch)) {
	                    gen.var(schValid, true);
	                }
	                else {
	                    schCxt = cxt.subschema({
	                        keyword: "oneOf",
	                        schemaProp: i,
	                        compositeRule: true,
	                    }, schValid);
	                }
	                if (i > 0) {
	                    gen
	                        .if((0, codegen_1._) `${schValid} && ${valid}`)
	                        .assign(valid, false)
	                        .assign(passing, (0, codegen_1._) `[${passing}, ${i}]`)
	                        .else();
	                }
	                gen.if(schValid, () => {
	                    gen.assign(valid, true);
	                    gen.assign(passing, i);
	                    if (schCxt)
	                        cxt.mergeEvaluated(schCxt, codegen_1.Name);
	                });
	            });
	        }
	    },
	};
	oneOf.default = def;
	
	return oneOf;
}

var allOf = {};

var hasRequiredAllOf;

function requireAllOf () {
	if (hasRequiredAllOf) return allOf;
	hasRequiredAllOf = 1;
	Object.defineProperty(allOf, "__esModule", { value: true });
	const util_1 = /*@__PURE__*/ requireUtil();
	const def = {
	    keyword: "allOf",
	    schemaType: "array",
	    code(cxt) {
	        const { gen, schema, it } = cxt;
	        /* istanbul ignore if */
	        if (!Array.isArray(schema))
	            throw new Error("ajv implementation error");
	        const valid = gen.name("valid");
	        schema.forEach((sch, i) => {
	            if ((0, util_1.alwaysValidSchema)(it, sch))
	                return;
	            const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
	            cxt.ok(valid);
	            cxt.mergeEvaluated(schCxt);
	        });
	    },
	};
	allOf.default = def;
	
	return allOf;
}

var _if = {};

var hasRequired_if;

function require_if () {
	if (hasRequired_if) return _if;
	hasRequired_if = 1;
	Object.defineProperty(_if, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const error = {
	    message: ({ params }) => (0, codegen_1.str) `must match "${params.ifClause}" schema`,
	    params: ({ params }) => (0, codegen_1._) `{failingKeyword: ${params.ifClause}}`,
	};
	const def = {
	    keyword: "if",
	    schemaType: ["object", "boolean"],
	    trackErrors: true,
	    error,
	    code(cxt) {
	        const { gen, parentSchema, it } = cxt;
	        if (parentSchema.then === undefined && parentSchema.else === undefined) {
	            (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
	        }
	        const hasThen = hasSchema(it, "then");
	        const hasElse = hasSchema(it, "else");
	        if (!hasThen && !hasElse)
	            return;
	        const valid = gen.let("valid", true);
	        const schValid = gen.name("_valid");
	        validateIf();
	        cxt.reset();
	        if (hasThen && hasElse) {
	            const ifClause = gen.let("ifClause");
	            cxt.setParams({ ifClause });
	            gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
	        }
	        else if (hasThen) {
	            gen.if(schValid, validateClause("then"));
	        }
	        else {
	            gen.if((0, codegen_1.not)(schValid), validateClause("else"));
	        }
	        cxt.pass(valid, () => cxt.error(true));
	        function validateIf() {
	            const schCxt = cxt.subschema({
	                keyword: "if",
	                compositeRule: true,
	                createErrors: false,
	                allErrors: false,
	            }, schValid);
	            cxt.mergeEvaluated(schCxt);
	        }
	        function validateClause(keyword, ifClause) {
	            return () => {
	                const schCxt = cxt.subschema({ keyword }, schValid);
	                gen.assign(valid, schValid);
	                cxt.mergeValidEvaluated(schCxt, valid);
	                if (ifClause)
	                    gen.assign(ifClause, (0, codegen_1._) `${keyword}`);
	                else
	                    cxt.setParams({ ifClause: keyword });
	            };
	        }
	    },
	};
	function hasSchema(it, keyword) {
	    const schema = it.schema[keyword];
	    return schema !== undefined && !(0, util_1.alwaysValidSchema)(it, schema);
	}
	_if.default = def;
	
	return _if;
}

var thenElse = {};

var hasRequiredThenElse;

function requireThenElse () {
	if (hasRequiredThenElse) return thenElse;
	hasRequiredThenElse = 1;
	Object.defineProperty(thenElse, "__esModule", { value: true });
	const util_1 = /*@__PURE__*/ requireUtil();
	const def = {
	    keyword: ["then", "else"],
	    schemaType: ["object", "boolean"],
	    code({ keyword, parentSchema, it }) {
	        if (parentSchema.if === undefined)
	            (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
	    },
	};
	thenElse.default = def;
	
	return thenElse;
}

var hasRequiredApplicator;

function requireApplicator () {
	if (hasRequiredApplicator) return applicator;
	hasRequiredApplicator = 1;
	Object.defineProperty(applicator, "__esModule", { value: true });
	const additionalItems_1 = /*@__PURE__*/ requireAdditionalItems();
	const prefixItems_1 = /*@__PURE__*/ requirePrefixItems();
	const items_1 = /*@__PURE__*/ requireItems();
	const items2020_1 = /*@__PURE__*/ requireItems2020();
	const contains_1 = /*@__PURE__*/ requireContains();
	const dependencies_1 = /*@__PURE__*/ requireDependencies();
	const propertyNames_1 = /*@__PURE__*/ requirePropertyNames();
	const additionalProperties_1 = /*@__PURE__*/ requireAdditionalProperties();
	const properties_1 = /*@__PURE__*/ requireProperties();
	const patternProperties_1 = /*@__PURE__*/ requirePatternProperties();
	const not_1 = /*@__PURE__*/ requireNot();
	const anyOf_1 = /*@__PURE__*/ requireAnyOf();
	const oneOf_1 = /*@__PURE__*/ requireOneOf();
	const allOf_1 = /*@__PURE__*/ requireAllOf();
	const if_1 = /*@__PURE__*/ require_if();
	const thenElse_1 = /*@__PURE__*/ requireThenElse();
	function getApplicator(draft2020 = false) {
	    const applicator = [
	        // any
	        not_1.default,
	        anyOf_1.default,
	        oneOf_1.default,
	        allOf_1.default,
	        if_1.default,
	        thenElse_1.default,
	        // object
	        propertyNames_1.default,
	        additionalProperties_1.default,
	        dependencies_1.default,
	        properties_1.default,
	        patternProperties_1.default,
	    ];
	    // array
	    if (draft2020)
	        applicator.push(prefixItems_1.default, items2020_1.default);
	    else
	        applicator.push(additionalItems_1.default, items_1.default);
	    applicator.push(contains_1.default);
	    return applicator;
	}
	applicator.default = getApplicator;
	
	return applicator;
}

var format$1 = {};

var format = {};

var hasRequiredFormat$1;

function requireFormat$1 () {
	if (hasRequiredFormat$1) return format;
	hasRequiredFormat$1 = 1;
	Object.defineProperty(format, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const error = {
	    message: ({ schemaCode }) => (0, codegen_1.str) `must match format "${schemaCode}"`,
	    params: ({ schemaCode }) => (0, codegen_1._) `{format: ${schemaCode}}`,
	};
	const def = {
	    keyword: "format",
	    type: ["number", "string"],
	    schemaType: "string",
	    $data: true,
	    error,
	    code(cxt, ruleType) {
	        const { gen, data, $data, schema, schemaCode, it } = cxt;
	        const { opts, errSchemaPath, schemaEnv, self } = it;
	        if (!opts.validateFormats)
	            return;
	        if ($data)
	            validate$DataFormat();
	        else
	            validateFormat();
	        function validate$DataFormat() {
	            const fmts = gen.scopeValue("formats", {
	                ref: self.formats,
	                code: opts.code.formats,
	            });
	            const fDef = gen.const("fDef", (0, codegen_1._) `${fmts}[${schemaCode}]`);
	            const fType = gen.let("fType");
	            const format = gen.let("format");
	            // TODO simplify
	            gen.if((0, codegen_1._) `typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._) `${fDef}.type || "string"`).assign(format, (0, codegen_1._) `${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._) `"string"`).assign(format, fDef));
	            cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
	            function unknownFmt() {
	                if (opts.strictSchema === false)
	                    return codegen_1.nil;
	                return (0, codegen_1._) `${schemaCode} && !${format}`;
	            }
	            function invalidFmt() {
	                const callFormat = schemaEnv.$async
	                    ? (0, codegen_1._) `(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))`
	                    : (0, codegen_1._) `${format}(${data})`;
	                const validData = (0, codegen_1._) `(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
	                return (0, codegen_1._) `${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
	            }
	        }
	        function validateFormat() {
	            const formatDef = self.formats[schema];
	            if (!formatDef) {
	                unknownFormat();
	                return;
	            }
	            if (formatDef === true)
	                return;
	            const [fmtType, format, fmtRef] = getFormat(formatDef);
	            if (fmtType === ruleType)
	                cxt.pass(validCondition());
	            function unknownFormat() {
	                if (opts.strictSchema === false) {
	                    self.logger.warn(unknownMsg());
	                    return;
	                }
	                throw new Error(unknownMsg());
	                function unknownMsg() {
	                    return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
	                }
	            }
	            function getFormat(fmtDef) {
	                const code = fmtDef instanceof RegExp
	                    ? (0, codegen_1.regexpCode)(fmtDef)
	                    : opts.code.formats
	                        ? (0, codegen_1._) `${opts.code.formats}${(0, codegen_1.getProperty)(schema)}`
	                        : undefined;
	                const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
	                if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
	                    return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._) `${fmt}.validate`];
	                }
	                return ["string", fmtDef, fmt];
	            }
	            function validCondition() {
	                if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
	                    if (!schemaEnv.$async)
	                        throw new Error("async format in sync schema");
	                    return (0, codegen_1._) `await ${fmtRef}(${data})`;
	                }
	                return typeof format == "function" ? (0, codegen_1._) `${fmtRef}(${data})` : (0, codegen_1._) `${fmtRef}.test(${data})`;
	            }
	        }
	    },
	};
	format.default = def;
	
	return format;
}

var hasRequiredFormat;

function requireFormat () {
	if (hasRequiredFormat) return format$1;
	hasRequiredFormat = 1;
	Object.defineProperty(format$1, "__esModule", { value: true });
	const format_1 = /*@__PURE__*/ requireFormat$1();
	const format = [format_1.default];
	format$1.default = format;
	
	return format$1;
}

var metadata = {};

var hasRequiredMetadata;

function requireMetadata () {
	if (hasRequiredMetadata) return metadata;
	hasRequiredMetadata = 1;
	Object.defineProperty(metadata, "__esModule", { value: true });
	metadata.contentVocabulary = metadata.metadataVocabulary = void 0;
	metadata.metadataVocabulary = [
	    "title",
	    "description",
	    "default",
	    "deprecated",
	    "readOnly",
	    "writeOnly",
	    "examples",
	];
	metadata.contentVocabulary = [
	    "contentMediaType",
	    "contentEncoding",
	    "contentSchema",
	];
	
	return metadata;
}

var hasRequiredDraft7;

function requireDraft7 () {
	if (hasRequiredDraft7) return draft7;
	hasRequiredDraft7 = 1;
	Object.defineProperty(draft7, "__esModule", { value: true });
	const core_1 = /*@__PURE__*/ requireCore();
	const validation_1 = /*@__PURE__*/ requireValidation();
	const applicator_1 = /*@__PURE__*/ requireApplicator();
	const format_1 = /*@__PURE__*/ requireFormat();
	const metadata_1 = /*@__PURE__*/ requireMetadata();
	const draft7Vocabularies = [
	    core_1.default,
	    validation_1.default,
	    (0, applicator_1.default)(),
	    format_1.default,
	    metadata_1.metadataVocabulary,
	    metadata_1.contentVocabulary,
	];
	draft7.default = draft7Vocabularies;
	
	return draft7;
}

var discriminator = {};

var types = {};

var hasRequiredTypes;

function requireTypes () {
	if (hasRequiredTypes) return types;
	hasRequiredTypes = 1;
	Object.defineProperty(types, "__esModule", { value: true });
	types.DiscrError = void 0;
	var DiscrError;
	(function (DiscrError) {
	    DiscrError["Tag"] = "tag";
	    DiscrError["Mapping"] = "mapping";
	})(DiscrError || (types.DiscrError = DiscrError = {}));
	
	return types;
}

var hasRequiredDiscriminator;

function requireDiscriminator () {
	if (hasRequiredDiscriminator) return discriminator;
	hasRequiredDiscriminator = 1;
	Object.defineProperty(discriminator, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const types_1 = /*@__PURE__*/ requireTypes();
	const compile_1 = /*@__PURE__*/ requireCompile();
	const ref_error_1 = /*@__PURE__*/ requireRef_error();
	const util_1 = /*@__PURE__*/ requireUtil();
	const error = {
	    message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag
	        ? `tag "${tagName}" must be string`
	        : `value of tag "${tagName}" must be in oneOf`,
	    params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._) `{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`,
	};
	const def = {
	    keyword: "discriminator",
	    type: "object",
	    schemaType: "object",
	    error,
	    code(cxt) {
	        const { gen, data, schema, parentSchema, it } = cxt;
	        const { oneOf } = parentSchema;
	        if (!it.opts.discriminator) {
	            throw new Error("discriminator: requires discriminator option");
	        }
	        const tagName = schema.propertyName;
	        if (typeof tagName != "string")
	            throw new Error("discriminator: requires propertyName");
	        if (schema.mapping)
	            throw new Error("discriminator: mapping is not supported");
	        if (!oneOf)
	            throw new Error("discriminator: requires oneOf keyword");
	        const valid = gen.let("valid", false);
	        const tag = gen.const("tag", (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(tagName)}`);
	        gen.if((0, codegen_1._) `typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
	        cxt.ok(valid);
	        function validateMapping() {
	            const mapping = getMapping();
	            gen.if(false);
	            for (const tagValue in mapping) {
	                gen.elseIf((0, codegen_1._) `${tag} === ${tagValue}`);
	                gen.assign(valid, applyTagSchema(mapping[tagValue]));
	            }
	            gen.else();
	            cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
	            gen.endIf();
	        }
	        function applyTagSchema(schemaProp) {
	            const _valid = gen.name("valid");
	            const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
	            cxt.mergeEvaluated(schCxt, codegen_1.Name);
	            return _valid;
	        }
	        function getMapping() {
	            var _a;
	            const oneOfMapping = {};
	            const topRequired = hasRequired(parentSchema);
	            let tagRequired = true;
	            for (let i = 0; i < oneOf.length; i++) {
	                let sch = oneOf[i];
	                if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
	                    const ref = sch.$ref;
	                    sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
	                    if (sch instanceof compile_1.SchemaEnv)
	                        sch = sch.schema;
	                    if (sch === undefined)
	                        throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
	                }
	                const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
	                if (typeof propSch != "object") {
	                    throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
	                }
	                tagRequired = tagRequired && (topRequired || hasRequired(sch));
	                addMappings(propSch, i);
	            }
	            if (!tagRequired)
	                throw new Error(`discriminator: "${tagName}" must be required`);
	            return oneOfMapping;
	            function hasRequired({ required }) {
	                return Array.isArray(required) && required.includes(tagName);
	            }
	            function addMappings(sch, i) {
	                if (sch.const) {
	                    addMapping(sch.const, i);
	                }
	                else if (sch.enum) {
	                    for (const tagValue of sch.enum) {
	                        addMapping(tagValue, i);
	                    }
	                }
	                else {
	                    throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
	                }
	            }
	            function addMapping(tagValue, i) {
	                if (typeof tagValue != "string" || tagValue in oneOfMapping) {
	                    throw new Error(`discriminator: "${tagName}" values must be unique strings`);
	                }
	                oneOfMapping[tagValue] = i;
	            }
	        }
	    },
	};
	discriminator.default = def;
	
	return discriminator;
}

var $schema = "http://json-schema.org/draft-07/schema#";
var $id = "http://json-schema.org/draft-07/schema#";
var title = "Core schema meta-schema";
var definitions = {
	schemaArray: {
		type: "array",
		minItems: 1,
		items: {
			$ref: "#"
		}
	},
	nonNegativeInteger: {
		type: "integer",
		minimum: 0
	},
	nonNegativeIntegerDefault0: {
		allOf: [
			{
				$ref: "#/definitions/nonNegativeInteger"
			},
			{
				"default": 0
			}
		]
	},
	simpleTypes: {
		"enum": [
			"array",
			"boolean",
			"integer",
			"null",
			"number",
			"object",
			"string"
		]
	},
	stringArray: {
		type: "array",
		items: {
			type: "string"
		},
		uniqueItems: true,
		"default": [
		]
	}
};
var type = [
	"object",
	"boolean"
];
var properties = {
	$id: {
		type: "string",
		format: "uri-reference"
	},
	$schema: {
		type: "string",
		format: "uri"
	},
	$ref: {
		type: "string",
		format: "uri-reference"
	},
	$comment: {
		type: "string"
	},
	title: {
		type: "string"
	},
	description: {
		type: "string"
	},
	"default": true,
	readOnly: {
		type: "boolean",
		"default": false
	},
	examples: {
		type: "array",
		items: true
	},
	multipleOf: {
		type: "number",
		exclusiveMinimum: 0
	},
	maximum: {
		type: "number"
	},
	exclusiveMaximum: {
		type: "number"
	},
	minimum: {
		type: "number"
	},
	exclusiveMinimum: {
		type: "number"
	},
	maxLength: {
		$ref: "#/definitions/nonNegativeInteger"
	},
	minLength: {
		$ref: "#/definitions/nonNegativeIntegerDefault0"
	},
	pattern: {
		type: "string",
		format: "regex"
	},
	additionalItems: {
		$ref: "#"
	},
	items: {
		anyOf: [
			{
				$ref: "#"
			},
			{
				$ref: "#/definitions/schemaArray"
			}
		],
		"default": true
	},
	maxItems: {
		$ref: "#/definitions/nonNegativeInteger"
	},
	minItems: {
		$ref: "#/definitions/nonNegativeIntegerDefault0"
	},
	uniqueItems: {
		type: "boolean",
		"default": false
	},
	contains: {
		$ref: "#"
	},
	maxProperties: {
		$ref: "#/definitions/nonNegativeInteger"
	},
	minProperties: {
		$ref: "#/definitions/nonNegativeIntegerDefault0"
	},
	required: {
		$ref: "#/definitions/stringArray"
	},
	additionalProperties: {
		$ref: "#"
	},
	definitions: {
		type: "object",
		additionalProperties: {
			$ref: "#"
		},
		"default": {
		}
	},
	properties: {
		type: "object",
		additionalProperties: {
			$ref: "#"
		},
		"default": {
		}
	},
	patternProperties: {
		type: "object",
		additionalProperties: {
			$ref: "#"
		},
		propertyNames: {
			format: "regex"
		},
		"default": {
		}
	},
	dependencies: {
		type: "object",
		additionalProperties: {
			anyOf: [
				{
					$ref: "#"
				},
				{
					$ref: "#/definitions/stringArray"
				}
			]
		}
	},
	propertyNames: {
		$ref: "#"
	},
	"const": true,
	"enum": {
		type: "array",
		items: true,
		minItems: 1,
		uniqueItems: true
	},
	type: {
		anyOf: [
			{
				$ref: "#/definitions/simpleTypes"
			},
			{
				type: "array",
				items: {
					$ref: "#/definitions/simpleTypes"
				},
				minItems: 1,
				uniqueItems: true
			}
		]
	},
	format: {
		type: "string"
	},
	contentMediaType: {
		type: "string"
	},
	contentEncoding: {
		type: "string"
	},
	"if": {
		$ref: "#"
	},
	then: {
		$ref: "#"
	},
	"else": {
		$ref: "#"
	},
	allOf: {
		$ref: "#/definitions/schemaArray"
	},
	anyOf: {
		$ref: "#/definitions/schemaArray"
	},
	oneOf: {
		$ref: "#/definitions/schemaArray"
	},
	not: {
		$ref: "#"
	}
};
var require$$3 = {
	$schema: $schema,
	$id: $id,
	title: title,
	definitions: definitions,
	type: type,
	properties: properties,
	"default": true
};

var hasRequiredAjv;

function requireAjv () {
	if (hasRequiredAjv) return ajv.exports;
	hasRequiredAjv = 1;
	(function (module, exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
		const core_1 = /*@__PURE__*/ requireCore$1();
		const draft7_1 = /*@__PURE__*/ requireDraft7();
		const discriminator_1 = /*@__PURE__*/ requireDiscriminator();
		const draft7MetaSchema = require$$3;
		const META_SUPPORT_DATA = ["/properties"];
		const META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
		class Ajv extends core_1.default {
		    _addVocabularies() {
		        super._addVocabularies();
		        draft7_1.default.forEach((v) => this.addVocabulary(v));
		        if (this.opts.discriminator)
		            this.addKeyword(discriminator_1.default);
		    }
		    _addDefaultMetaSchema() {
		        super._addDefaultMetaSchema();
		        if (!this.opts.meta)
		            return;
		        const metaSchema = this.opts.$data
		            ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA)
		            : draft7MetaSchema;
		        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
		        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
		    }
		    defaultMeta() {
		        return (this.opts.defaultMeta =
		            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
		    }
		}
		exports.Ajv = Ajv;
		module.exports = exports = Ajv;
		module.exports.Ajv = Ajv;
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.default = Ajv;
		var validate_1 = /*@__PURE__*/ requireValidate();
		Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function () { return validate_1.KeywordCxt; } });
		var codegen_1 = /*@__PURE__*/ requireCodegen();
		Object.defineProperty(exports, "_", { enumerable: true, get: function () { return codegen_1._; } });
		Object.defineProperty(exports, "str", { enumerable: true, get: function () { return codegen_1.str; } });
		Object.defineProperty(exports, "stringify", { enumerable: true, get: function () { return codegen_1.stringify; } });
		Object.defineProperty(exports, "nil", { enumerable: true, get: function () { return codegen_1.nil; } });
		Object.defineProperty(exports, "Name", { enumerable: true, get: function () { return codegen_1.Name; } });
		Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function () { return codegen_1.CodeGen; } });
		var validation_error_1 = /*@__PURE__*/ requireValidation_error();
		Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function () { return validation_error_1.default; } });
		var ref_error_1 = /*@__PURE__*/ requireRef_error();
		Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function () { return ref_error_1.default; } });
		
	} (ajv, ajv.exports));
	return ajv.exports;
}

var ajvExports = /*@__PURE__*/ requireAjv();

function hasLoneSurrogate (value) {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);

    if (code >= 0xD800 && code <= 0xDBFF) {
      if (i === value.length - 1) {
        return true;
      }
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xDC00 && next <= 0xDFFF)) {
        return true;
      }
      i++;
    } else if (code >= 0xDC00 && code <= 0xDFFF) {
      return true;
    }
  }

  return false;
}

function canonicalize (object, seen = new Set()) {
  if (typeof object === 'number' && isNaN(object)) {
    throw new Error('NaN is not allowed');
  }

  if (typeof object === 'number' && !isFinite(object)) {
    throw new Error('Infinity is not allowed');
  }

  if (typeof object === 'string' && hasLoneSurrogate(object)) {
    throw new Error('Lone surrogate is not allowed');
  }

  if (object === null || typeof object !== 'object') {
    return JSON.stringify(object);
  }

  if (typeof object.toJSON === 'function') {
    if (seen.has(object)) {
      throw new Error('Circular reference detected');
    }
    seen.add(object);
    const result = canonicalize(object.toJSON(), seen);
    seen.delete(object);
    return result;
  }

  if (seen.has(object)) {
    throw new Error('Circular reference detected');
  }
  seen.add(object);

  let result;
  if (Array.isArray(object)) {
    const values = object.map((cv) => {
      const value = cv === undefined || typeof cv === 'symbol' ? null : cv;
      return canonicalize(value, seen);
    });
    result = `[${values.join(',')}]`;
  } else {
    const parts = [];
    for (const key of Object.keys(object).sort()) {
      if (object[key] === undefined || typeof object[key] === 'symbol') {
        continue;
      }
      parts.push(`${canonicalize(key)}:${canonicalize(object[key], seen)}`);
    }
    result = `{${parts.join(',')}}`;
  }

  seen.delete(object);
  return result;
}

/**
 * Digests are SHA-256 (lowercase hex) over the RFC 8785 canonical JSON of a value,
 * so key order and number spelling never change them.
 */
function digestOf(value) {
    let text;
    try {
        text = canonicalize(value);
    }
    catch (error) {
        throw new Refusal('digest.unrepresentable', `cannot digest a value that is not plain JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    if (text === undefined) {
        throw new Refusal('digest.unrepresentable', 'cannot digest a value that is not plain JSON');
    }
    return createHash('sha256').update(text, 'utf8').digest('hex');
}
/** The digest of the collection settings, stored in the file as `settingsDigest`. */
function settingsDigest(settings) {
    return digestOf(settings);
}
/** The evidence digest: exactly `settings`, `suite`, `layer`, `isolation` and `cases` of the file. */
function evidenceDigest(file) {
    return digestOf({
        settings: file.settings,
        suite: file.suite,
        layer: file.layer,
        isolation: file.isolation,
        cases: file.cases,
    });
}

/**
 * The JSON Schema (draft-07) of `agentverity-action/evidence@1`. The published copy
 * is schemas/evidence.schema.json; a test keeps the two identical. Rules a schema
 * cannot state (fingerprints match inputs, the settings digest matches the settings,
 * relation names come from the catalogue) are checked in `parseEvidenceFile`.
 */
const EVIDENCE_FORMAT = 'agentverity-action/evidence@1';
const EVIDENCE_FORMAT_PREFIX = 'agentverity-action/evidence@';
const DIGEST_PATTERN = '^[0-9a-f]{64}$';
const DATE_TIME_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$';
const EVIDENCE_JSON_SCHEMA = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'AgentVerity Action evidence',
    description: 'Observations of an agent, one series per input in collection order, with the settings they were collected under (agentverity-action/evidence@1).',
    type: 'object',
    additionalProperties: false,
    required: [
        'schema',
        'tool',
        'createdAt',
        'layer',
        'isolation',
        'provenance',
        'settings',
        'settingsDigest',
        'suite',
        'shard',
        'allocation',
        'complete',
        'relations',
        'cases',
    ],
    properties: {
        schema: { const: EVIDENCE_FORMAT },
        tool: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'version'],
            properties: {
                name: { type: 'string', minLength: 1 },
                version: { type: 'string', minLength: 1 },
            },
        },
        createdAt: {
            description: 'When the file was written, ISO 8601 date-time.',
            type: 'string',
            pattern: DATE_TIME_PATTERN,
        },
        layer: { enum: [...LAYERS] },
        isolation: { enum: [...ISOLATIONS] },
        provenance: { type: 'object' },
        settings: {
            description: 'The collection settings, free-form.',
            type: 'object',
        },
        settingsDigest: {
            description: 'SHA-256 of the RFC 8785 canonical JSON of settings.',
            $ref: '#/definitions/digest',
        },
        suite: {
            description: 'The decision suite the inputs came from, or null.',
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['digest'],
            properties: { digest: { $ref: '#/definitions/digest' } },
        },
        shard: {
            description: 'Which shard of a split collection this is (index from 1), or null.',
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['index', 'count'],
            properties: {
                index: { type: 'integer', minimum: 1 },
                count: { type: 'integer', minimum: 1 },
            },
        },
        allocation: {
            description: 'How calls were spread over inputs: every input in turn, or drawn at random with a recorded seed.',
            type: 'object',
            additionalProperties: false,
            required: ['kind'],
            properties: {
                kind: { enum: ['per-input', 'random'] },
                seed: { type: ['string', 'integer'] },
            },
            if: { properties: { kind: { const: 'random' } } },
            then: { required: ['seed'] },
        },
        complete: { type: 'boolean' },
        stopReason: { type: 'string', minLength: 1 },
        relations: {
            description: 'The relation catalogue that was run, in order.',
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'type'],
                properties: {
                    name: { type: 'string', minLength: 1 },
                    type: { enum: [...RELATION_TYPES] },
                },
            },
        },
        cases: { type: 'array', items: { $ref: '#/definitions/case' } },
    },
    definitions: {
        digest: { type: 'string', pattern: DIGEST_PATTERN },
        decision: {
            description: 'A decision label, or {"noDecision": reason}.',
            type: ['string', 'object'],
            minLength: 1,
            additionalProperties: false,
            required: ['noDecision'],
            properties: { noDecision: { enum: [...NO_DECISION_REASONS] } },
        },
        observation: {
            type: 'object',
            additionalProperties: false,
            properties: {
                decision: { $ref: '#/definitions/decision' },
                text: { type: 'string' },
                tools: { type: 'array', items: { type: 'string' } },
                ms: { type: 'number', minimum: 0 },
                error: { type: 'string' },
            },
        },
        case: {
            type: 'object',
            additionalProperties: false,
            required: ['fingerprint', 'observations'],
            properties: {
                input: { type: 'string', minLength: 1 },
                fingerprint: { $ref: '#/definitions/digest' },
                expected: { type: 'string', minLength: 1 },
                errors: { type: 'integer', minimum: 0 },
                observations: {
                    description: 'In collection order; pairs are observations 1-2, 3-4, ...',
                    type: 'array',
                    minItems: 1,
                    items: { $ref: '#/definitions/observation' },
                },
                relations: { type: 'array', items: { $ref: '#/definitions/relation' } },
            },
        },
        relation: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'type', 'followupFingerprint', 'changed', 'outcome'],
            properties: {
                name: { type: 'string', minLength: 1 },
                type: { enum: [...RELATION_TYPES] },
                followupFingerprint: { $ref: '#/definitions/digest' },
                changed: { type: 'boolean' },
                observation: { $ref: '#/definitions/observation' },
                outcome: { enum: ['held', 'violated', 'skipped', 'error'] },
                error: { type: 'string' },
            },
        },
    },
};

// ---------------------------------------------------------------------------
// Building and writing.
function copyDecision(d) {
    return typeof d === 'string' ? d : { noDecision: d.noDecision };
}
function fileObservation(o, redact) {
    return {
        ...(o.decision === undefined ? {} : { decision: copyDecision(o.decision) }),
        ...(o.text === undefined || redact ? {} : { text: o.text }),
        ...(o.tools === undefined ? {} : { tools: [...o.tools] }),
        ...(o.ms === undefined ? {} : { ms: o.ms }),
        ...(o.error === undefined ? {} : { error: o.error }),
    };
}
function fileRelation(r, redact) {
    return {
        name: r.name,
        type: r.type,
        followupFingerprint: r.followupFingerprint,
        changed: r.changed,
        ...(r.observation === undefined ? {} : { observation: fileObservation(r.observation, redact) }),
        outcome: r.outcome,
        ...(r.error === undefined ? {} : { error: r.error }),
    };
}
/**
 * Refuses a redaction that would erase what the layer compares: on the text layer
 * every text, on the verdict layer the text of a call that gave no decision.
 */
function checkRedactable(evidence) {
    if (evidence.layer === 'text') {
        throw new Refusal('evidence.redact', 'cannot redact evidence on the text layer: the texts are what it compares; keep the inputs and texts or assess the verdict layer', 'redact');
    }
    if (evidence.layer !== 'verdict')
        return;
    evidence.cases.forEach((c, i) => {
        c.observations.forEach((o, k) => {
            if (o.decision === undefined && o.error === undefined && (o.text ?? '') !== '') {
                throw new Refusal('evidence.redact', 'this call gave text but no decision, and the verdict layer would compare that text; redaction would erase it', `cases[${i}].observations[${k}]`);
            }
        });
    });
}
/** Our evidence file for in-memory evidence and the collection settings. */
function buildEvidenceFile(evidence, meta) {
    const redact = meta.redact === true;
    if (redact)
        checkRedactable(evidence);
    const cases = evidence.cases.map((c) => ({
        ...(c.input === undefined || redact ? {} : { input: c.input }),
        fingerprint: c.fingerprint,
        ...(c.expected === undefined ? {} : { expected: c.expected }),
        ...(c.errors === undefined ? {} : { errors: c.errors }),
        observations: c.observations.map((o) => fileObservation(o, redact)),
        ...(c.relations === undefined
            ? {}
            : { relations: c.relations.map((r) => fileRelation(r, redact)) }),
    }));
    const suiteDigest = meta.suiteDigest ?? null;
    return {
        schema: EVIDENCE_FORMAT,
        tool: { name: meta.tool.name, version: meta.tool.version },
        createdAt: meta.createdAt,
        layer: evidence.layer,
        isolation: evidence.isolation,
        provenance: { ...evidence.provenance },
        settings: { ...meta.settings },
        settingsDigest: settingsDigest(meta.settings),
        suite: suiteDigest === null ? null : { digest: suiteDigest },
        shard: meta.shard ?? null,
        allocation: meta.allocation ?? { kind: 'per-input' },
        complete: evidence.complete,
        ...(evidence.stopReason === undefined ? {} : { stopReason: evidence.stopReason }),
        relations: evidence.relations.map((r) => ({ name: r.name, type: r.type })),
        cases,
    };
}
function sortKeysDeep(value) {
    if (Array.isArray(value))
        return value.map(sortKeysDeep);
    if (isPlainObject(value)) {
        const out = {};
        for (const key of Object.keys(value).sort(compareCodePoints))
            out[key] = sortKeysDeep(value[key]);
        return out;
    }
    return value;
}
function orderedObservation(o) {
    return {
        decision: o.decision === undefined || typeof o.decision === 'string'
            ? o.decision
            : { noDecision: o.decision.noDecision },
        text: o.text,
        tools: o.tools,
        ms: o.ms,
        error: o.error,
    };
}
/**
 * The file's text: 2-space JSON with a trailing newline. Known fields keep the
 * order of the format; free-form objects (provenance, settings) are key-sorted.
 */
function serialiseEvidenceFile(file) {
    const ordered = {
        schema: file.schema,
        tool: { name: file.tool.name, version: file.tool.version },
        createdAt: file.createdAt,
        layer: file.layer,
        isolation: file.isolation,
        provenance: sortKeysDeep(file.provenance),
        settings: sortKeysDeep(file.settings),
        settingsDigest: file.settingsDigest,
        suite: file.suite === null ? null : { digest: file.suite.digest },
        shard: file.shard === null ? null : { index: file.shard.index, count: file.shard.count },
        allocation: { kind: file.allocation.kind, seed: file.allocation.seed },
        complete: file.complete,
        stopReason: file.stopReason,
        relations: file.relations.map((r) => ({ name: r.name, type: r.type })),
        cases: file.cases.map((c) => ({
            input: c.input,
            fingerprint: c.fingerprint,
            expected: c.expected,
            errors: c.errors,
            observations: c.observations.map(orderedObservation),
            relations: c.relations?.map((r) => ({
                name: r.name,
                type: r.type,
                followupFingerprint: r.followupFingerprint,
                changed: r.changed,
                observation: r.observation === undefined ? undefined : orderedObservation(r.observation),
                outcome: r.outcome,
                error: r.error,
            })),
        })),
    };
    // JSON.stringify leaves out the undefined fields.
    return `${JSON.stringify(ordered, null, 2)}\n`;
}
// ---------------------------------------------------------------------------
// Reading.
const MAX_PROBLEMS = 10;
let validator;
function validate(value) {
    if (validator === undefined) {
        const ajv = new ajvExports.Ajv({
            allErrors: true,
            strict: true,
            strictRequired: false,
            allowUnionTypes: true,
            verbose: true,
        });
        validator = ajv.compile(EVIDENCE_JSON_SCHEMA);
    }
    return validator(value) ? [] : [...(validator.errors ?? [])];
}
const TYPE_WORDS = {
    object: 'an object',
    array: 'a list',
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'true or false',
    null: 'null',
};
function problemFromAjv(e) {
    const path = pointerToPath(e.instancePath);
    const params = e.params;
    const found = `, found ${shortJson(e.data)}`;
    switch (e.keyword) {
        case 'if':
            return null; // its `then` reports the actual problem
        case 'required':
            return { path: [...path, String(params['missingProperty'])], message: 'missing (required)' };
        case 'additionalProperties':
            return {
                path: [...path, String(params['additionalProperty'])],
                message: `unexpected field; ${EVIDENCE_FORMAT} has no such field here`,
            };
        case 'type': {
            const types = String(params['type']).split(',');
            const wanted = e.schemaPath.startsWith('#/definitions/decision/')
                ? 'a decision label or {"noDecision": reason}'
                : types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
            return { path, message: `expected ${wanted}, found ${typeName(e.data)}` };
        }
        case 'const':
            return { path, message: `expected ${shortJson(params['allowedValue'])}${found}` };
        case 'enum':
            return {
                path,
                message: `expected one of ${params['allowedValues'].map((v) => JSON.stringify(v)).join(', ')}${found}`,
            };
        case 'pattern': {
            const pattern = params['pattern'];
            const wanted = pattern === DIGEST_PATTERN
                ? '64 lowercase hex digits (a SHA-256 digest)'
                : pattern === DATE_TIME_PATTERN
                    ? 'an ISO 8601 date-time such as 2026-07-28T14:32:43Z'
                    : `text matching ${String(pattern)}`;
            return { path, message: `expected ${wanted}${found}` };
        }
        case 'minLength':
            return { path, message: 'expected a non-empty string' };
        case 'minItems':
            return {
                path,
                message: `expected at least ${String(params['limit'])} item${params['limit'] === 1 ? '' : 's'}, found ${Array.isArray(e.data) ? e.data.length : 0}`,
            };
        case 'minimum':
            return { path, message: `expected a number >= ${String(params['limit'])}${found}` };
        default:
            return { path, message: e.message ?? `fails the ${e.keyword} rule` };
    }
}
function refuseProblems(problems, file) {
    const shown = problems.slice(0, MAX_PROBLEMS).map((p) => {
        const path = jsonPath(p.path);
        return `  - ${path === '' ? '(top level)' : path}: ${p.message}`;
    });
    const more = problems.length - shown.length;
    if (more > 0)
        shown.push(`  - … and ${more} more problem${more === 1 ? '' : 's'}`);
    const first = problems[0];
    if (problems.length === 1 && first !== undefined) {
        throw new Refusal('evidence.invalid', first.message, placeOf(file, first.path));
    }
    throw new Refusal('evidence.invalid', `not a valid ${EVIDENCE_FORMAT} file (${problems.length} problems):\n${shown.join('\n')}`, file ?? 'the evidence');
}
/** Refuses anything whose `schema` is not exactly ours, naming what was found. */
function checkFormat(value, file) {
    if (!isPlainObject(value)) {
        throw new Refusal('evidence.format', `expected a JSON object with "schema": "${EVIDENCE_FORMAT}", found ${typeName(value)}`, placeOf(file, []));
    }
    const schema = value['schema'];
    if (schema === EVIDENCE_FORMAT)
        return;
    if (typeof schema === 'string' && schema.startsWith(EVIDENCE_FORMAT_PREFIX)) {
        const version = schema.slice(EVIDENCE_FORMAT_PREFIX.length);
        throw new Refusal('evidence.version', `${JSON.stringify(schema)} (evidence format version ${JSON.stringify(version)}) is not supported; this build reads ${EVIDENCE_FORMAT} only (a newer tool may have written the file)`, placeOf(file, ['schema']));
    }
    throw new Refusal('evidence.format', schema === undefined
        ? `missing; expected "${EVIDENCE_FORMAT}"`
        : `expected "${EVIDENCE_FORMAT}", found ${shortJson(schema)}`, placeOf(file, ['schema']));
}
function hasContent(o) {
    return (o.decision !== undefined ||
        o.text !== undefined ||
        o.tools !== undefined ||
        o.error !== undefined);
}
/** What a schema cannot say: digests and fingerprints match, relations come from the catalogue. */
function semanticProblems(f) {
    const problems = [];
    const expectedSettings = settingsDigest(f.settings);
    if (f.settingsDigest !== expectedSettings) {
        problems.push({
            path: ['settingsDigest'],
            message: `does not match the settings (their digest is ${expectedSettings}); the file was edited or damaged`,
        });
    }
    if (f.shard !== null && f.shard.index > f.shard.count) {
        problems.push({
            path: ['shard', 'index'],
            message: `expected a shard index from 1 to ${f.shard.count}, found ${f.shard.index}`,
        });
    }
    const catalogue = new Map();
    f.relations.forEach((r, i) => {
        if (catalogue.has(r.name)) {
            problems.push({
                path: ['relations', i, 'name'],
                message: `relation "${r.name}" is listed twice`,
            });
        }
        catalogue.set(r.name, r.type);
    });
    const seen = new Map();
    f.cases.forEach((c, i) => {
        const at = ['cases', i];
        if (c.input !== undefined) {
            let actual;
            try {
                actual = inputFingerprint(c.input);
            }
            catch (error) {
                problems.push({
                    path: [...at, 'input'],
                    message: error instanceof Error ? error.message : String(error),
                });
            }
            if (actual !== undefined && actual !== c.fingerprint) {
                problems.push({
                    path: [...at, 'fingerprint'],
                    message: `does not match the input (its SHA-256 is ${actual}); the file was edited or damaged`,
                });
            }
        }
        const earlier = seen.get(c.fingerprint);
        if (earlier !== undefined) {
            problems.push({
                path: [...at, 'fingerprint'],
                message: `the same input as cases[${earlier}]; every input must appear once`,
            });
        }
        else
            seen.set(c.fingerprint, i);
        c.observations.forEach((o, k) => {
            if (!hasContent(o)) {
                problems.push({
                    path: [...at, 'observations', k],
                    message: 'an observation needs a decision, text, tools or an error',
                });
            }
        });
        (c.relations ?? []).forEach((r, k) => {
            const rat = [...at, 'relations', k];
            const listed = catalogue.get(r.name);
            if (listed === undefined) {
                problems.push({
                    path: [...rat, 'name'],
                    message: `relation "${r.name}" is not in the relations catalogue at the top of the file`,
                });
            }
            else if (listed !== r.type) {
                problems.push({
                    path: [...rat, 'type'],
                    message: `the catalogue lists "${r.name}" as ${listed}, found ${r.type}`,
                });
            }
            if (r.changed === (r.followupFingerprint === c.fingerprint)) {
                problems.push({
                    path: [...rat, 'changed'],
                    message: r.changed
                        ? 'says the input changed, but the follow-up fingerprint equals the case fingerprint'
                        : 'says the input is unchanged, but the follow-up fingerprint differs from the case fingerprint',
                });
            }
            if (!r.changed && (r.outcome === 'held' || r.outcome === 'violated')) {
                problems.push({
                    path: [...rat, 'outcome'],
                    message: `an unchanged input is skipped, never ${r.outcome}`,
                });
            }
            if (r.observation !== undefined && !hasContent(r.observation)) {
                problems.push({
                    path: [...rat, 'observation'],
                    message: 'an observation needs a decision, text, tools or an error',
                });
            }
        });
    });
    return problems;
}
function recordedObservation(o) {
    return {
        ...(o.decision === undefined ? {} : { decision: copyDecision(o.decision) }),
        ...(o.text === undefined ? {} : { text: o.text }),
        ...(o.tools === undefined ? {} : { tools: [...o.tools] }),
        ...(o.ms === undefined ? {} : { ms: o.ms }),
        ...(o.error === undefined ? {} : { error: o.error }),
    };
}
/** The in-memory evidence a valid file holds. */
function evidenceOfFile(f) {
    const cases = f.cases.map((c) => ({
        ...(c.input === undefined ? {} : { input: c.input }),
        fingerprint: c.fingerprint,
        ...(c.expected === undefined ? {} : { expected: c.expected }),
        observations: c.observations.map(recordedObservation),
        ...(c.errors === undefined ? {} : { errors: c.errors }),
        ...(c.relations === undefined
            ? {}
            : {
                relations: c.relations.map((r) => ({
                    name: r.name,
                    type: r.type,
                    followupFingerprint: r.followupFingerprint,
                    changed: r.changed,
                    ...(r.observation === undefined
                        ? {}
                        : { observation: recordedObservation(r.observation) }),
                    outcome: r.outcome,
                    ...(r.error === undefined ? {} : { error: r.error }),
                })),
            }),
    }));
    return {
        layer: f.layer,
        isolation: f.isolation,
        provenance: { ...f.provenance },
        cases,
        complete: f.complete,
        ...(f.stopReason === undefined ? {} : { stopReason: f.stopReason }),
        relations: f.relations.map((r) => ({ name: r.name, type: r.type })),
    };
}
/**
 * Reads an `agentverity-action/evidence@1` value (already parsed JSON). Refuses
 * another format or version, lists up to ten schema problems at once, and checks
 * that fingerprints and the settings digest match what they cover. A case needs at
 * least one observation; a series too short for a pair is left to the assessment.
 */
function parseEvidenceFile(value, file) {
    checkFormat(value, file);
    const errors = validate(value);
    if (errors.length > 0) {
        const problems = errors.map(problemFromAjv).filter((p) => p !== null);
        refuseProblems(problems.length > 0 ? problems : [{ path: [], message: `does not match ${EVIDENCE_FORMAT}` }], file);
    }
    const parsed = value;
    const problems = semanticProblems(parsed);
    if (problems.length > 0)
        refuseProblems(problems, file);
    return { evidence: evidenceOfFile(parsed), file: parsed };
}

function sameCatalogue(a, b) {
    return a.length === b.length && a.every((r, i) => r.name === b[i]?.name && r.type === b[i]?.type);
}
function describeCatalogue(c) {
    return c.map((r) => `${r.name} (${r.type})`).join(', ');
}
/**
 * Merges evidence collected in parts (shards, or runs to add repeats). An input
 * (by fingerprint) seen in several parts keeps one case whose observations are
 * concatenated in part order, so pairs are formed after the concatenation. Cases
 * keep the order of first appearance. Parts must agree on layer, isolation, each
 * input's `expected`, the suite they were collected against and, where both ran
 * relations, the relation catalogue. The result is complete only if every part is.
 */
function mergeEvidence(parts) {
    const first = parts[0];
    if (first === undefined) {
        throw new Refusal('evidence.merge', 'nothing to merge: no evidence was given');
    }
    let catalogue = [];
    let catalogueFrom = first.name;
    const byFingerprint = new Map();
    const order = [];
    for (const part of parts) {
        const e = part.evidence;
        if (e.layer !== first.evidence.layer) {
            throw new Refusal('evidence.merge', `cannot merge evidence of different layers: ${first.name} is on the ${first.evidence.layer} layer, ${part.name} on the ${e.layer} layer`);
        }
        if (e.isolation !== first.evidence.isolation) {
            throw new Refusal('evidence.merge', `cannot merge evidence collected with different isolation: ${first.name} has ${first.evidence.isolation}, ${part.name} has ${e.isolation}`);
        }
        const firstSuite = first.file?.suite ?? null;
        const suite = part.file?.suite ?? null;
        if (firstSuite !== null && suite !== null && firstSuite.digest !== suite.digest) {
            throw new Refusal('evidence.merge', `cannot merge evidence collected against different suites: ${first.name} has suite digest ${firstSuite.digest.slice(0, 12)}, ${part.name} has ${suite.digest.slice(0, 12)}`);
        }
        if (e.relations.length > 0) {
            if (catalogue.length === 0) {
                catalogue = e.relations;
                catalogueFrom = part.name;
            }
            else if (!sameCatalogue(catalogue, e.relations)) {
                throw new Refusal('evidence.merge', `cannot merge evidence that ran different relations: ${catalogueFrom} ran ${describeCatalogue(catalogue)}; ${part.name} ran ${describeCatalogue(e.relations)}`);
            }
        }
        e.cases.forEach((c, index) => {
            const known = byFingerprint.get(c.fingerprint);
            if (known === undefined) {
                const fresh = {
                    fingerprint: c.fingerprint,
                    expectedFrom: part.name,
                    observations: [...c.observations],
                    errors: c.errors ?? 0,
                    hasErrors: c.errors !== undefined,
                    relations: c.relations === undefined ? undefined : [...c.relations],
                };
                if (c.input !== undefined)
                    fresh.input = c.input;
                if (c.expected !== undefined)
                    fresh.expected = c.expected;
                byFingerprint.set(c.fingerprint, fresh);
                order.push(fresh);
                return;
            }
            if (known.expected !== c.expected) {
                const show = (v) => v === undefined ? 'none' : JSON.stringify(v);
                throw new Refusal('evidence.merge', `the same input (fingerprint ${c.fingerprint.slice(0, 12)}) has different expected decisions: ${show(known.expected)} in ${known.expectedFrom}, ${show(c.expected)} in ${part.name}`, `${part.name}: cases[${index}].expected`);
            }
            if (known.input === undefined && c.input !== undefined)
                known.input = c.input;
            known.observations.push(...c.observations);
            known.errors += c.errors ?? 0;
            known.hasErrors ||= c.errors !== undefined;
            if (c.relations !== undefined)
                known.relations = [...(known.relations ?? []), ...c.relations];
        });
    }
    const cases = order.map((b) => ({
        ...(b.input === undefined ? {} : { input: b.input }),
        fingerprint: b.fingerprint,
        ...(b.expected === undefined ? {} : { expected: b.expected }),
        observations: b.observations,
        ...(b.hasErrors ? { errors: b.errors } : {}),
        ...(b.relations === undefined ? {} : { relations: b.relations }),
    }));
    const incomplete = parts.filter((p) => !p.evidence.complete);
    const reasons = incomplete.map((p) => `${p.name}: ${p.evidence.stopReason ?? 'collection stopped early'}`);
    return {
        layer: first.evidence.layer,
        isolation: first.evidence.isolation,
        provenance: mergedProvenance(parts),
        cases,
        complete: incomplete.length === 0,
        ...(reasons.length > 0 ? { stopReason: reasons.join('; ') } : {}),
        relations: catalogue,
    };
}
/** The common provenance when every part agrees; otherwise each part's, by name. */
function mergedProvenance(parts) {
    const digests = new Set(parts.map((p) => digestOf(p.evidence.provenance)));
    if (digests.size === 1)
        return parts[0]?.evidence.provenance ?? {};
    return { merged: parts.map((p) => ({ name: p.name, provenance: p.evidence.provenance })) };
}

const SUPPORTED_EVIDENCE_FORMATS = [EVIDENCE_FORMAT, REFERENCE_EVIDENCE_SCHEMA];
/** A hint for files that are another tool's output rather than evidence. */
function foreignHint(value) {
    const results = value['results'];
    if ('evalId' in value ||
        (isPlainObject(results) && ('prompts' in results || 'results' in results)) ||
        (Array.isArray(results) && 'config' in value)) {
        return ' It looks like a promptfoo result export, which is not an evidence file.';
    }
    return '';
}
/** Reads an evidence file in our format or the reference's, chosen by its `schema` field. */
async function readEvidence(path) {
    const value = await readJsonFile(path);
    return evidenceFromJson(value, path);
}
/** As `readEvidence`, for JSON already parsed; `file` names the source in refusals. */
function evidenceFromJson(value, file) {
    const supported = SUPPORTED_EVIDENCE_FORMATS.map((s) => `"${s}"`).join(' or ');
    if (!isPlainObject(value)) {
        throw new Refusal('evidence.format', `expected a JSON object with a "schema" field (${supported}), found ${typeName(value)}`, file);
    }
    const schema = value['schema'];
    if (schema === REFERENCE_EVIDENCE_SCHEMA) {
        return { evidence: parseReferenceEvidence(value, file), format: 'reference' };
    }
    if (typeof schema === 'string' && schema.startsWith(EVIDENCE_FORMAT_PREFIX)) {
        const parsed = parseEvidenceFile(value, file);
        return { evidence: parsed.evidence, format: 'ours', file: parsed.file };
    }
    throw new Refusal('evidence.format', (schema === undefined
        ? `no "schema" field, so this is not an evidence file; supported: ${supported}.`
        : `unsupported evidence format ${shortJson(schema)}; supported: ${supported}.`) +
        foreignHint(value), `${file}: schema`);
}

/**
 * Reads an `agentverity.decision-suite/v1` file: strict UTF-8 and JSON as for
 * evidence, then the core's suite rules; refusals name the file and JSON path.
 */
async function readSuite(path) {
    return parseSuite(await readJsonFile(path), path);
}

const REPORT_SCHEMA = 'agentverity-action/report@1';
/**
 * The JSON report as a plain object: camelCase facts, fixed key order, no raw
 * inputs (only SHA-256 fingerprints), no timestamps, so equal evidence gives a
 * byte-identical report.
 */
function buildJsonReport(a, meta) {
    return {
        schema: REPORT_SCHEMA,
        tool: { name: meta.tool.name, version: meta.tool.version },
        status: a.status,
        exitCode: a.exitCode,
        headline: { category: a.headline.category, text: a.headline.text },
        complete: a.complete,
        caveats: [...a.caveats],
        layer: a.layer,
        isolation: a.isolation,
        epsilon: a.epsilon,
        meter: a.meter === null
            ? null
            : {
                inputs: a.meter.inputs,
                repeats: a.meter.repeats,
                maxRepeats: a.meter.maxRepeats,
                pairs: a.meter.pairs,
                flips: a.meter.flips,
                inputsWithFlip: a.meter.inputsWithFlip,
                flipRate: a.meter.flipRate,
                ciLow: a.meter.ciLow,
                ciHigh: a.meter.ciHigh,
                call: a.meter.call,
                epsilon: a.meter.epsilon,
                method: a.meter.method,
            },
        blindness: a.blindness === null
            ? null
            : {
                inputs: a.blindness.inputs,
                skew: a.blindness.skew,
                distinct: a.blindness.distinct,
                blind: a.blindness.blind,
                majority: keyLabel(a.blindness.majority),
                majorityCount: a.blindness.majorityCount,
                threshold: a.blindness.threshold,
            },
        routes: a.routes === null
            ? null
            : a.routes.routes.map((r) => ({
                decision: r.decision,
                cases: r.cases,
                pairs: r.pairs,
                flips: r.flips,
                flipRate: r.flipRate,
                ciLow: r.ciLow,
                ciHigh: r.ciHigh,
                epsilon: r.epsilon,
                targeted: r.targeted,
                call: r.call,
                pairsNeeded: r.pairsNeeded,
            })),
        flipPairs: a.routes === null
            ? null
            : a.routes.flipPairs.map((p) => ({ decisions: [...p.decisions], count: p.count })),
        contract: a.contract === null
            ? null
            : {
                satisfied: a.contract.satisfied,
                allowed: [...a.contract.contract.allowed],
                required: [...a.contract.contract.required],
                critical: [...a.contract.contract.critical],
                missingIntended: [...a.contract.missingIntended],
                missingObserved: [...a.contract.missingObserved],
                unknownObserved: [...a.contract.unknownObserved],
                underCased: a.contract.underCased.map(([label, have, want]) => ({
                    decision: label,
                    have,
                    want,
                })),
                missingCritical: [...a.contract.missingCritical],
                intendedCoverage: a.contract.intendedCoverage,
                observedCoverage: a.contract.observedCoverage,
                intendedCounts: Object.fromEntries(a.contract.intendedCounts),
                observedCaseCounts: Object.fromEntries(a.contract.observedCaseCounts),
            },
        relations: a.relations.map((r) => ({
            name: r.name,
            type: r.type,
            total: r.total,
            held: r.held,
            violated: r.violated,
            skipped: r.skipped,
            errors: r.errors,
            exercised: r.exercised,
            violationRate: r.violationRate,
            vacuous: r.vacuous,
        })),
        errors: a.errors.slice(0, 100).map((e) => ({
            caseIndex: e.caseIndex,
            fingerprint: e.fingerprint,
            phase: e.phase,
            ...(e.relation !== undefined ? { relation: e.relation } : {}),
            message: e.message.slice(0, 1000),
        })),
        errorCount: a.errorCount,
        next: a.next.map((n) => ({
            code: n.code,
            text: n.text,
            ...(n.pairs !== undefined ? { pairs: n.pairs } : {}),
            ...(n.repeats !== undefined ? { repeats: n.repeats } : {}),
        })),
        calls: { total: a.calls.total, meter: a.calls.meter, relations: a.calls.relations },
        settings: { ...meta.settings },
        evidenceDigest: meta.evidenceDigest,
        inputFingerprints: [...a.inputFingerprints],
    };
}
function renderJson(a, meta) {
    return `${JSON.stringify(buildJsonReport(a, meta), null, 2)}\n`;
}

/** Code points that act on a terminal: C0 and C1 controls, DEL, and bidirectional controls. */
function isTerminalControl(code) {
    return (code <= 0x1f ||
        (code >= 0x7f && code <= 0x9f) ||
        code === 0x200e ||
        code === 0x200f ||
        (code >= 0x202a && code <= 0x202e) ||
        (code >= 0x2066 && code <= 0x2069));
}
/**
 * Make an untrusted string safe to print on a terminal: control characters (ESC
 * starts ANSI sequences), DEL and bidirectional overrides are shown as visible
 * \u escapes instead of acting on the terminal. Long strings are cut.
 */
function terminalSafe(value, max = 200) {
    let out = '';
    for (const ch of value) {
        const code = ch.codePointAt(0);
        out += isTerminalControl(code) ? `\\u${code.toString(16).padStart(4, '0')}` : ch;
    }
    if (out.length <= max)
        return out;
    // Cut by code point so that a surrogate pair is never split.
    return `${Array.from(out)
        .slice(0, max - 1)
        .join('')}…`;
}

function pct(x) {
    return formatPercent(x, 1);
}
function table(rows, rightAligned) {
    const widths = [];
    for (const row of rows)
        row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
    return rows.map((row) => row
        .map((cell, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - [...cell].length);
        return rightAligned.has(i) ? pad + cell : cell + pad;
    })
        .join('  ')
        .trimEnd());
}
/**
 * The terminal report. The first line is the answer: the headline category and
 * why. Every label from the agent or the evidence is made terminal-safe.
 */
function renderText(a) {
    const out = [];
    out.push(`${a.headline.category}: ${terminalSafe(a.headline.text, 2000)}`);
    out.push('');
    out.push(`status ${a.status} (exit ${a.exitCode}) · layer ${a.layer} · isolation ${a.isolation} · tolerance ${formatPercent(a.epsilon, a.epsilon * 100 >= 1 ? 0 : 1)}`);
    if (a.meter !== null) {
        const m = a.meter;
        out.push('');
        out.push('Repeatability (pooled)');
        out.push(`  call          ${m.call}`);
        out.push(`  flips         ${m.flips} of ${plural(m.pairs, 'disjoint pair')} (${pct(m.flipRate)})`);
        out.push(`  95% interval  [${formatRate(m.ciLow)}, ${formatRate(m.ciHigh)}] (Wilson)`);
        out.push(`  inputs        ${m.inputs}, ${m.repeats === m.maxRepeats ? `${m.repeats} repeats each` : `${m.repeats}–${m.maxRepeats} repeats`}, ${m.inputsWithFlip} with a changed decision`);
    }
    if (a.blindness !== null) {
        const b = a.blindness;
        out.push('');
        out.push('Probe spread (blindness)');
        out.push(`  ${b.blind ? 'BLIND' : 'ok'}: ${b.distinct} distinct ${b.distinct === 1 ? 'decision' : 'decisions'}; the most common, "${terminalSafe(keyLabel(b.majority), 80)}", is ${pct(b.skew)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)})`);
    }
    if (a.routes !== null) {
        out.push('');
        out.push('Stability by route (each interval is its own 95% statement)');
        const rows = [['route', 'cases', 'pairs', 'flips', '95% CI', 'target', 'call']];
        for (const r of a.routes.routes) {
            rows.push([
                terminalSafe(r.decision, 40),
                String(r.cases),
                String(r.pairs),
                String(r.flips),
                `[${formatRate(r.ciLow)}, ${formatRate(r.ciHigh)}]`,
                r.targeted ? formatRate(r.epsilon) : '',
                r.call,
            ]);
        }
        out.push(...table(rows, new Set([1, 2, 3])).map((l) => `  ${l}`));
        if (a.routes.flipPairs.length > 0) {
            out.push('  flip pairs:');
            for (const p of a.routes.flipPairs.slice(0, 20)) {
                out.push(`    ${terminalSafe(p.decisions[0], 60)} <-> ${terminalSafe(p.decisions[1], 60)}  x${p.count}`);
            }
            if (a.routes.flipPairs.length > 20)
                out.push(`    … and ${a.routes.flipPairs.length - 20} more`);
        }
    }
    if (a.contract !== null) {
        const c = a.contract;
        out.push('');
        out.push(`Decision contract: ${c.satisfied ? 'satisfied' : 'NOT satisfied'}`);
        out.push(`  intended coverage ${pct(c.intendedCoverage)} · observed coverage ${pct(c.observedCoverage)}`);
        const line = (label, items) => {
            if (items.length > 0)
                out.push(`  ${label}: ${items.map((x) => terminalSafe(x, 60)).join(', ')}`);
        };
        line('no case written for', c.missingIntended);
        line('never returned', c.missingObserved);
        line('returned but not allowed', c.unknownObserved);
        line('critical and missing', c.missingCritical);
        for (const [label, have, want] of c.underCased)
            out.push(`  ${terminalSafe(label, 60)}: ${have} of ${want} cases`);
    }
    if (a.relations.length > 0) {
        out.push('');
        out.push('Relations');
        const rows = [
            ['relation', 'held', 'violated', 'skipped', 'errors', 'violation rate'],
        ];
        for (const r of a.relations) {
            rows.push([
                terminalSafe(r.name, 40),
                String(r.held),
                String(r.violated),
                String(r.skipped),
                String(r.errors),
                r.violationRate === null ? 'n/a' : pct(r.violationRate),
            ]);
        }
        out.push(...table(rows, new Set([1, 2, 3, 4])).map((l) => `  ${l}`));
    }
    if (a.errors.length > 0) {
        out.push('');
        out.push(`Failures (${a.errorCount})`);
        for (const e of a.errors.slice(0, 5)) {
            out.push(`  case ${e.caseIndex} (${e.fingerprint.slice(0, 12)}) ${e.phase}${e.relation ? ` ${terminalSafe(e.relation, 40)}` : ''}: ${terminalSafe(e.message, 160)}`);
        }
        if (a.errors.length > 5)
            out.push(`  … and ${a.errors.length - 5} more`);
    }
    if (a.caveats.length > 0) {
        out.push('');
        out.push('Caveats');
        for (const c of a.caveats)
            out.push(`  - ${c}`);
    }
    if (a.next.length > 0) {
        out.push('');
        out.push('What to do next');
        for (const n of a.next)
            out.push(`  - ${terminalSafe(n.text, 2000)}`);
    }
    return `${out.join('\n')}\n`;
}

export { binomialAtMost as $, MAX_SEQUENTIAL_PAIRS as A, BUILTIN_RELATIONS as B, CommanderError as C, DECLARABLE_REASONS as D, EMPTY_KEY as E, REFERENCE_EVIDENCE_SCHEMA as F, RELATION_TYPES as G, HEADLINE_CATEGORIES as H, InvalidArgumentError as I, REPORT_SCHEMA as J, KeyInterner as K, LAYERS as L, MAX_PLANNED_PAIRS as M, NO_DECISION_REASONS as N, Option as O, PRECISIONS as P, SUITE_SCHEMA as Q, Refusal as R, STATUSES as S, TOOL_NAME as T, SUPPORTED_EVIDENCE_FORMATS as U, VERSION as V, applyRelation as W, assertScorable as X, assessDecisionCoverage as Y, Z95 as Z, binomialAtLeast as _, readEvidence as a, stratify as a$, buildJsonReport as a0, builtinRelation as a1, ceilDiv as a2, compareCodePoints as a3, comparisonKey as a4, countSeries as a5, coverageName as a6, decideSequentially as a7, decision as a8, defineRelation as a9, outcomeOf as aA, padWhitespaceText as aB, parseContract as aC, parseEvidenceFile as aD, parseJsonText as aE, parseReferenceEvidence as aF, parseSuite as aG, planRepeats as aH, planSequential as aI, plural as aJ, readJsonFile as aK, reasonOfKey as aL, relationCoverageByRoute as aM, roundHalfEven as aN, scoreBlindness as aO, scoreBlindnessKeys as aP, scoreKeyedSeries as aQ, scoreSeries as aR, sequentialCallAt as aS, serialiseContract as aT, serialiseEvidenceFile as aU, serialiseReferenceEvidence as aV, serialiseSuite as aW, settingsDigest as aX, smallestUpperTailAtMost as aY, snapshotPrecheck as aZ, sortedByCodePoint as a_, digestOf as aa, evidenceOfFile as ab, exitCodeFor as ac, headlineFor as ad, inputFingerprint as ae, isIncompleteReason as af, isLayer as ag, isNoDecisionKey as ah, isNoDecisionReason as ai, isPrecision as aj, isPythonSpace$1 as ak, isRelationType as al, isolationCaveat as am, judgeRelation as an, keyLabel as ao, keyOfLabel as ap, keyOfOutcome as aq, keyOfReason as ar, keyOfTools as as, keyValue as at, largestLowerTailAtMost as au, listing as av, nextSteps as aw, noDecision as ax, normaliseText as ay, observation as az, readSuite as b, summariseOutcomes as b0, summariseRelations as b1, swapCaseText as b2, toolSelectionText as b3, toolsEqual as b4, totalCalls as b5, totalPairs as b6, validateEpsilon as b7, validateThreshold as b8, validateZ as b9, verdictEqual as ba, writeReferenceEvidence as bb, assess as c, buildEvidenceFile as d, evidenceDigest as e, renderJson as f, renderText as g, bestCaseAdmission as h, formatPercent as i, formatRate as j, planRouteRepeats as k, classify as l, mergeEvidence as m, isRefusal as n, Command as o, pairsForDeterministicCall as p, BUILTIN_RELATION_NAMES as q, resolveEpsilon as r, DEFAULT_BLINDNESS_THRESHOLD as s, terminalSafe as t, uniformCalls as u, DEFAULT_PRECISION as v, wilson as w, EVIDENCE_FORMAT as x, INCOMPLETE_REASONS as y, ISOLATIONS as z };
