// The Spanish Jest project's resolver: Jest's own resolution, then the Spanish build's rule
// (build/spanish-twins.cjs), so `*.es.test.tsx` render the app as the Spanish build does.
const { spanishModuleFor } = require('./spanish-twins.cjs');

module.exports = (request, options) => {
  const file = options.defaultResolver(request, options);
  // `basedir` is the importing module's folder; the rule needs the importer only to know whether
  // it is a twin, which its folder or name tells.
  return spanishModuleFor(file, options.basedir + '/importer');
};
