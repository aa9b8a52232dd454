/**
 * A JSON Schema with its local `$ref`s (`#/definitions/NAME`) replaced by the
 * definitions they name, for validating with ajv's `allErrors`.
 *
 * Why (issue 33): ajv compiles each referenced definition to a function of its
 * own, and after every call that failed it appends that call's errors to the
 * errors so far with `Array.prototype.concat`, copying them all. A file with
 * 200,000 invalid tasks (one `$ref` call each) then copies a growing list
 * 200,000 times: minutes to refuse. Inlined, the errors are pushed one by one
 * and validation is linear in the size of the file.
 *
 * A definition that refers to itself, directly or through others, keeps its
 * `$ref` where the cycle closes (and `definitions` stays for it): the schemas
 * read here have none today.
 */
const ANNOTATIONS = new Set(['description', 'title', '$comment', 'default', 'examples']);
const LOCAL = '#/definitions/';
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The schema with every non-recursive local `$ref` inlined; the input is not changed. */
function inlineDefinitions(schema) {
    if (!isObject(schema))
        return schema;
    const definitions = isObject(schema['definitions']) ? schema['definitions'] : {};
    let kept = false;
    const walk = (node, stack) => {
        if (Array.isArray(node))
            return node.map((n) => walk(n, stack));
        if (!isObject(node))
            return node;
        const ref = node['$ref'];
        if (typeof ref === 'string' && ref.startsWith(LOCAL)) {
            const name = ref.slice(LOCAL.length);
            const target = Object.hasOwn(definitions, name) ? definitions[name] : undefined;
            if (target === undefined || stack.includes(name)) {
                kept = true;
                return walkKeys(node, stack);
            }
            const inlined = walk(target, [...stack, name]);
            const rest = Object.keys(node).filter((k) => k !== '$ref');
            if (rest.length === 0)
                return inlined;
            // Siblings of a $ref: annotations merge; anything else must hold as well.
            if (rest.every((k) => ANNOTATIONS.has(k)) && isObject(inlined)) {
                const merged = {};
                for (const k of rest)
                    merged[k] = node[k];
                return { ...merged, ...inlined };
            }
            const others = {};
            for (const k of rest)
                others[k] = walk(node[k], stack);
            return { allOf: [inlined, others] };
        }
        return walkKeys(node, stack);
    };
    const walkKeys = (node, stack) => {
        const out = {};
        for (const [k, v] of Object.entries(node)) {
            out[k] = k === 'definitions' ? v : walk(v, stack);
        }
        return out;
    };
    const root = walkKeys(schema, []);
    if (!kept)
        delete root['definitions'];
    return root;
}

export { inlineDefinitions as i };
